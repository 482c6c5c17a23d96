import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, listEnvelopeOf, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { adminStoreCreditMovementSchema, storeCreditBalanceSchema } from "@api/contract/schemas/store-credit";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { balanceAdjustSchema, goodwillCreditSchema, movementsQuerySchema } from "@api/validation/admin-balances";
import * as handlers from "./store-credit.handlers";
import { storeCreditCustomerParam as idParam } from "./store-credit.schemas";

/** A customer's store credit (issue 28): mounted at /admin/customers/{id}/store-credit, as the customers screens. */
const staff = requireStaff("customers.manage");
const declared = { tags: ["Back office: Customers"], security: [{ [SECURITY.staff]: [] }] };
const theBalance = (description: string) => jsonContent(envelopeOf(storeCreditBalanceSchema), description);

const readRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "A customer's store credit: the balance and its movements, newest first, twenty a page",
  middleware: staff,
  request: { params: idParam, query: movementsQuerySchema },
  responses: {
    200: jsonContent(
      listEnvelopeOf(adminStoreCreditMovementSchema).extend({ balance: z.number().describe("Rupees") }),
      "The balance and a page of movements",
    ),
    ...refusals(400, 401, 403, 404),
  },
});

const goodwillRoute = createRoute({
  ...declared,
  method: "post",
  path: "/goodwill",
  summary: "Add goodwill credit with the reason",
  middleware: [staff, jsonBody] as const,
  request: { params: idParam, ...jsonRequest(goodwillCreditSchema) },
  responses: { 200: theBalance("The balance after"), ...refusals(400, 401, 403, 404, 413) },
});

const adjustRoute = createRoute({
  ...declared,
  method: "post",
  path: "/adjust",
  summary: "Add or take credit with the reason; never below zero (409, BALANCE_TOO_LOW)",
  middleware: [staff, jsonBody] as const,
  request: { params: idParam, ...jsonRequest(balanceAdjustSchema) },
  responses: { 200: theBalance("The balance after"), ...refusals(400, 401, 403, 404, 409, 413) },
});

const router = createRouter();
router.openapi(readRoute, handlers.getStoreCredit);
router.openapi(goodwillRoute, handlers.addGoodwillCredit);
router.openapi(adjustRoute, handlers.adjustStoreCredit);

export default router;
