import { createRoute, z } from "@hono/zod-openapi";
import { jsonContent, listEnvelopeOf, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { storeCreditMovementSchema } from "@api/contract/schemas/store-credit";
import { requireCustomer } from "@api/middleware/auth";
import { movementsQuerySchema } from "@api/validation/admin-balances";
import * as handlers from "./store-credit.handlers";

const router = createRouter();
router.use("*", requireCustomer);

const readRoute = createRoute({
  tags: ["My account: store credit"],
  security: [{ [SECURITY.shopper]: [] }],
  method: "get",
  path: "/",
  summary: "The signed-in shopper's store credit: the balance and its movements, newest first, twenty a page",
  request: { query: movementsQuerySchema },
  responses: {
    200: jsonContent(
      listEnvelopeOf(storeCreditMovementSchema).extend({ balance: z.number().describe("Rupees") }),
      "The balance and a page of movements",
    ),
    ...refusals(400, 401),
  },
});

router.openapi(readRoute, handlers.myStoreCredit);

export default router;
