import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, listEnvelopeOf, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { wishlistEntrySchema } from "@api/contract/schemas/wishlists";
import { jsonBody } from "@api/lib/validation";
import { wishlistSchema } from "@api/validation/schemas";
import { requireCustomer } from "@api/middleware/auth";
import * as handlers from "./wishlists.handlers";
import { entryParam, listQuery } from "./wishlists.schemas";

/** The signed-in shopper's wishlist: mounted at /wishlists. */
const declared = { tags: ["Wishlists"], security: [{ [SECURITY.shopper]: [] }] };

const listRoute = createRoute({
  ...declared,
  method: "get",
  path: "/myWishlists",
  summary: "The shopper's wishlist, newest first, its products still on sale (limit 0: all; product: that one only)",
  request: { query: listQuery },
  responses: { 200: jsonContent(listEnvelopeOf(wishlistEntrySchema), "The wishlist"), ...refusals(400, 401) },
});

const addRoute = createRoute({
  ...declared,
  method: "post",
  path: "/",
  summary: "Add a product on sale to the wishlist (adding it twice keeps one)",
  middleware: jsonBody,
  request: jsonRequest(wishlistSchema),
  responses: {
    200: jsonContent(envelopeOf(wishlistEntrySchema), "The wishlist's entry for the product"),
    ...refusals(400, 401, 404, 413),
  },
});

const removeRoute = createRoute({
  ...declared,
  method: "delete",
  path: "/{id}",
  summary: "Remove an entry from the shopper's wishlist",
  request: { params: entryParam },
  responses: {
    200: jsonContent(envelopeOf(z.object({ _id: z.string() })), "The entry removed"),
    ...refusals(401, 404),
  },
});

const router = createRouter();
router.use("*", requireCustomer);
router.openapi(listRoute, handlers.myWishlists);
router.openapi(addRoute, handlers.addToWishlist);
router.openapi(removeRoute, handlers.removeFromWishlist);

export default router;
