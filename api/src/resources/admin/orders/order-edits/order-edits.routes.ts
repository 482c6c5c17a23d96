import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { balanceLinkSentSchema, orderEditViewSchema, orderEditedSchema } from "@api/contract/schemas/admin-orders";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { balanceLinkSchema, orderEditSchema } from "@api/validation/order-edit";
import { orderNumberParam } from "../orders/orders.schemas";
import { sendBalanceLink } from "./balance-link";
import * as edits from "./order-edits.handlers";

/** Editing an order before it ships, and asking for what an edit left due; mounted by orders.routes.ts. */
const staff = requireStaff("orders.manage");
const declared = { tags: ["Back office: Orders"], security: [{ [SECURITY.staff]: [] }] };

const getEditRoute = createRoute({
  ...declared,
  method: "get",
  path: "/{orderId}/edit",
  summary: "The order as its edit screen needs it: each line with the variants it may become, and its version",
  middleware: staff,
  request: { params: orderNumberParam },
  responses: { 200: jsonContent(envelopeOf(orderEditViewSchema), "The order"), ...refusals(400, 401, 403, 404) },
});

const saveEditRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{orderId}/edit",
  summary: "Save the order's address and lines, priced again; a surplus is refunded, a shortfall left due",
  middleware: [staff, jsonBody] as const,
  request: { params: orderNumberParam, ...jsonRequest(orderEditSchema) },
  responses: {
    200: jsonContent(envelopeOf(orderEditedSchema), "The order as saved, and what changed"),
    ...refusals(400, 401, 403, 404, 409, 413),
  },
});

const balanceLinkRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{orderId}/balance-link",
  summary: "Send the shopper a payment link for what an edit left due",
  middleware: [staff, jsonBody] as const,
  request: { params: orderNumberParam, ...jsonRequest(balanceLinkSchema) },
  responses: {
    200: jsonContent(envelopeOf(balanceLinkSentSchema), "The link, and whether the message was sent"),
    ...refusals(400, 401, 403, 404, 409, 413),
  },
});

const router = createRouter();
router.openapi(getEditRoute, edits.getOrderEdit);
router.openapi(saveEditRoute, edits.saveOrderEdit);
router.openapi(balanceLinkRoute, sendBalanceLink);

export default router;
