import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, listEnvelopeOf, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { adminReturnRowSchema, adminReturnSchema } from "@api/contract/schemas/returns";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import {
  returnApprovalSchema,
  returnListQuerySchema,
  returnReceiptSchema,
  returnRefundPaidSchema,
  returnRefusalSchema,
} from "@api/validation/returns";
import * as handlers from "./returns.handlers";
import { returnIdParam } from "./returns.schemas";

/** Returns in the back office (issue 15): mounted at /admin/returns. */
const staff = requireStaff("orders.manage");
const declared = { tags: ["Back office: Returns"], security: [{ [SECURITY.staff]: [] }] };
const theReturn = (description: string) => jsonContent(envelopeOf(adminReturnSchema), description);

const listRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "Returns, newest first: open ones (requested or approved) unless a status is asked",
  middleware: staff,
  request: { query: returnListQuerySchema },
  responses: {
    200: jsonContent(listEnvelopeOf(adminReturnRowSchema), "One page of 20 returns"),
    ...refusals(400, 401, 403),
  },
});

const getRoute = createRoute({
  ...declared,
  method: "get",
  path: "/{returnId}",
  summary: "One return, with its lines, pickup and order",
  middleware: staff,
  request: { params: returnIdParam },
  responses: { 200: theReturn("The return"), ...refusals(400, 401, 403, 404) },
});

/** A decision on a return: refused when the return is not in the state the step needs (409). */
const decisionRefusals = refusals(400, 401, 403, 404, 409, 413);

const approveRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{returnId}/approve",
  summary: "Approve a requested return and book the reverse pickup for the parcel described",
  middleware: [staff, jsonBody] as const,
  request: { params: returnIdParam, ...jsonRequest(returnApprovalSchema) },
  responses: { 200: theReturn("The return, approved, with its pickup's AWB"), ...decisionRefusals, ...refusals(502) },
});

const rejectRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{returnId}/reject",
  summary: "Refuse a requested return; the reason is shown to the shopper",
  middleware: [staff, jsonBody] as const,
  request: { params: returnIdParam, ...jsonRequest(returnRefusalSchema) },
  responses: { 200: theReturn("The return, refused"), ...decisionRefusals },
});

const receiveRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{returnId}/receive",
  summary: "Receive the goods: resaleable lines go back into stock, and an online payment's refund is queued",
  middleware: [staff, jsonBody] as const,
  request: { params: returnIdParam, ...jsonRequest(returnReceiptSchema) },
  responses: { 200: theReturn("The return, received"), ...decisionRefusals },
});

const refundPaidRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{returnId}/refund-paid",
  summary: "Record a cash-on-delivery return's refund as paid by hand, with its payment reference",
  middleware: [staff, jsonBody] as const,
  request: { params: returnIdParam, ...jsonRequest(returnRefundPaidSchema) },
  responses: { 200: theReturn("The return, its refund paid"), ...decisionRefusals },
});

const router = createRouter()
  .openapi(listRoute, handlers.listReturns)
  .openapi(getRoute, handlers.getReturn)
  .openapi(approveRoute, handlers.approveReturn)
  .openapi(rejectRoute, handlers.rejectReturn)
  .openapi(receiveRoute, handlers.receiveReturnedGoods)
  .openapi(refundPaidRoute, handlers.markRefundPaid);

export default router;
