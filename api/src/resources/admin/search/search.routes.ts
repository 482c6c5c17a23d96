import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { adminSearchSchema } from "@api/contract/schemas/admin-search";
import { requireStaff } from "@api/middleware/staff-auth";
import { orderSearchQuerySchema } from "@api/validation/admin-order-search";
import * as handlers from "./search.handlers";

/** The back office's one search box (issue 27): mounted at /admin/search. Every member may ask; each kind is filtered by role. */
const searchRoute = createRoute({
  tags: ["Back office: search"],
  security: [{ [SECURITY.staff]: [] }],
  method: "get",
  path: "/",
  summary: "Orders, products and customers matching a query, for the kinds the role may open",
  middleware: requireStaff(),
  request: { query: orderSearchQuerySchema },
  responses: {
    200: jsonContent(envelopeOf(adminSearchSchema), "What the query found, by kind"),
    ...refusals(400, 401),
  },
});

const router = createRouter().openapi(searchRoute, handlers.searchEverything);

export default router;
