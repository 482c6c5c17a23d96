import { createRoute } from "@hono/zod-openapi";
import {
  envelopeOf,
  fileContent,
  jsonContent,
  jsonRequest,
  listEnvelopeOf,
  refusals,
} from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import {
  adminOrderRowSchema,
  adminOrderSchema,
  adminRefundSchema,
  bulkMoveSchema,
  codCallsSchema,
  orderCountsSchema,
  orderMovedSchema,
  orderNoteSchema as orderNoteAnswerSchema,
  orderRefundsSchema,
} from "@api/contract/schemas/admin-orders";
import { orderDocumentsSchema } from "@api/contract/schemas/customer-orders";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import {
  bulkOrderMoveSchema,
  orderListQuerySchema,
  orderMoveSchema,
  orderNoteSchema,
} from "@api/validation/admin-orders";
import { partialRefundSchema } from "@api/validation/admin-refunds";
import { getCodCalls } from "./cod-calls";
import * as detail from "./order-detail.handlers";
import { listOrderDocuments, orderDocumentPdf } from "./order-documents.handlers";
import * as moves from "./order-moves.handlers";
import * as refunds from "./order-refunds.handlers";
import orderSearch from "./order-search";
import * as queue from "./orders-queue.handlers";
import { orderDocumentParam, orderNumberParam, orderRefundParam } from "./orders.schemas";
import shipping from "./shipping.routes";
import orderEdits from "../order-edits/order-edits.routes";

/** The order queue and one order's handling (issues 5 and 15): mounted at /admin/orders. */
const staff = requireStaff("orders.manage");
const declared = { tags: ["Back office: Orders"], security: [{ [SECURITY.staff]: [] }] };

const listRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "The order queue, 20 a page, filtered and sorted, with each status's count under the same filters",
  middleware: staff,
  request: { query: orderListQuerySchema },
  responses: {
    200: jsonContent(
      listEnvelopeOf(adminOrderRowSchema).extend({ counts: orderCountsSchema }),
      "One page of orders, and `counts` per status",
    ),
    ...refusals(400, 401, 403),
  },
});

const exportRoute = createRoute({
  ...declared,
  method: "get",
  path: "/export",
  summary: "The filtered queue as CSV, a row per order line, streamed",
  middleware: staff,
  request: { query: orderListQuerySchema },
  responses: { 200: fileContent("text/csv", "woodnest-orders-<day>.csv, an attachment"), ...refusals(400, 401, 403) },
});

const codCallsRoute = createRoute({
  ...declared,
  method: "get",
  path: "/cod-calls",
  summary: "Cash-on-delivery orders not confirmed from their link after the owner's hours: someone phones first",
  middleware: staff,
  responses: { 200: jsonContent(envelopeOf(codCallsSchema), "Oldest first, at most 100"), ...refusals(401, 403) },
});

const bulkMoveRoute = createRoute({
  ...declared,
  method: "post",
  path: "/status",
  summary: "Move several orders at once; each that cannot move is reported with its reason",
  middleware: [staff, jsonBody] as const,
  request: jsonRequest(bulkOrderMoveSchema),
  responses: {
    200: jsonContent(envelopeOf(bulkMoveSchema), "The orders moved and those refused"),
    ...refusals(400, 401, 403, 413),
  },
});

const getRoute = createRoute({
  ...declared,
  method: "get",
  path: "/{orderId}",
  summary: "One order: lines, money, shopper, payment, courier, timeline and the moves possible now",
  middleware: staff,
  request: { params: orderNumberParam },
  responses: { 200: jsonContent(envelopeOf(adminOrderSchema), "The order"), ...refusals(400, 401, 403, 404) },
});

const refundsRoute = createRoute({
  ...declared,
  method: "get",
  path: "/{orderId}/refunds",
  summary: "The order's refunds, newest first, and what is left to refund",
  middleware: staff,
  request: { params: orderNumberParam },
  responses: { 200: jsonContent(envelopeOf(orderRefundsSchema), "The refunds"), ...refusals(400, 401, 403, 404) },
});

const documentsRoute = createRoute({
  ...declared,
  method: "get",
  path: "/{orderId}/documents",
  summary: "The order's GST tax invoice and credit notes, as issued",
  middleware: staff,
  request: { params: orderNumberParam },
  responses: {
    200: jsonContent(envelopeOf(orderDocumentsSchema), "The documents"),
    ...refusals(400, 401, 403, 404),
  },
});

const documentPdfRoute = createRoute({
  ...declared,
  method: "get",
  path: "/{orderId}/documents/{documentId}/pdf",
  summary: "One tax document as a PDF download",
  middleware: staff,
  request: { params: orderDocumentParam },
  responses: { 200: fileContent("application/pdf", "The document"), ...refusals(400, 401, 403, 404) },
});

const createRefundRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{orderId}/refunds",
  summary: "A partial refund of an online payment, sent to the gateway",
  middleware: [staff, jsonBody] as const,
  request: { params: orderNumberParam, ...jsonRequest(partialRefundSchema) },
  responses: {
    200: jsonContent(envelopeOf(adminRefundSchema), "The refund, sent"),
    ...refusals(400, 401, 403, 404, 409, 413),
  },
});

const retryRefundRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{orderId}/refunds/{refundId}/retry",
  summary: "Send a failed refund to the gateway again",
  middleware: staff,
  request: { params: orderRefundParam },
  responses: {
    200: jsonContent(envelopeOf(adminRefundSchema), "The refund, sent again"),
    ...refusals(400, 401, 403, 404, 409),
  },
});

const moveRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{orderId}/status",
  summary: "Move one order to another status, with an optional note; refused when the move is not legal now",
  middleware: [staff, jsonBody] as const,
  request: { params: orderNumberParam, ...jsonRequest(orderMoveSchema) },
  responses: {
    200: jsonContent(envelopeOf(orderMovedSchema), "The order's new status"),
    ...refusals(400, 401, 403, 404, 409, 413),
  },
});

const noteRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{orderId}/notes",
  summary: "An internal note on the order's timeline, audited",
  middleware: [staff, jsonBody] as const,
  request: { params: orderNumberParam, ...jsonRequest(orderNoteSchema) },
  responses: {
    200: jsonContent(envelopeOf(orderNoteAnswerSchema), "The note as written"),
    ...refusals(400, 401, 403, 404, 413),
  },
});

const router = createRouter();
router.openapi(listRoute, queue.listOrders);
router.openapi(exportRoute, queue.exportOrders);
router.route("/search", orderSearch);
router.openapi(codCallsRoute, getCodCalls);
router.openapi(bulkMoveRoute, moves.moveOrdersStatus);
router.openapi(getRoute, detail.getOrder);
router.openapi(refundsRoute, refunds.listOrderRefunds);
router.openapi(documentsRoute, listOrderDocuments);
router.openapi(documentPdfRoute, orderDocumentPdf);
router.openapi(createRefundRoute, refunds.createOrderRefund);
router.openapi(retryRefundRoute, refunds.retryOrderRefund);
router.openapi(moveRoute, moves.moveOrderStatus);
router.openapi(noteRoute, detail.addOrderNote);
router.route("/", shipping);
router.route("/", orderEdits);

export default router;
