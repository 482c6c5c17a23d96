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
  orderDocumentsSchema,
  orderConflictEnvelopeSchema,
  shopperOrderDetailsSchema,
  shopperOrderSchema,
} from "@api/contract/schemas/customer-orders";
import { jsonBody } from "@api/lib/validation";
import { cancelOrderSchema } from "@api/validation/schemas";
import { requireCustomer } from "@api/middleware/auth";
import * as handlers from "./customer-orders.handlers";
import { listQuery, orderRequestBody, ownOrderDocumentParam, ownOrderParam } from "./customer-orders.schemas";

const router = createRouter();
const declared = { tags: ["My account: orders"], security: [{ [SECURITY.shopper]: [] }] };

router.use("/customerOrders", requireCustomer);
router.use("/customerOrders/*", requireCustomer);

const listRoute = createRoute({
  ...declared,
  method: "get",
  path: "/customerOrders",
  summary: "The signed-in shopper's orders, newest first",
  request: { query: listQuery },
  responses: {
    200: jsonContent(listEnvelopeOf(shopperOrderSchema), "A page of the shopper's orders"),
    ...refusals(400, 401),
  },
});

const placeRoute = createRoute({
  ...declared,
  method: "post",
  path: "/customerOrders",
  summary:
    "Place an order from the cart's lines and an address; a prepaid order waits for its payment. An Idempotency-Key (header or body) replays the first answer",
  middleware: jsonBody,
  request: jsonRequest(orderRequestBody),
  responses: {
    200: jsonContent(envelopeOf(shopperOrderSchema), "The order placed, awaiting payment, or replayed"),
    409: jsonContent(
      orderConflictEnvelopeSchema,
      "Too few left, or (code PRICES_CHANGED) the cart's prices or totals are not the shop's now: the body then holds the shop's figures",
    ),
    ...refusals(400, 401, 404, 413),
  },
});

const cancelRoute = createRoute({
  ...declared,
  method: "put",
  path: "/customerOrders/cancel/{id}",
  summary: "Cancel one of the shopper's orders while it can still be cancelled; a paid order's refund is asked for",
  middleware: jsonBody,
  request: { params: ownOrderParam, ...jsonRequest(cancelOrderSchema) },
  responses: {
    200: jsonContent(envelopeOf(shopperOrderSchema), "The order, cancelled"),
    ...refusals(400, 401, 404, 409, 413),
  },
});

const oneRoute = createRoute({
  ...declared,
  method: "get",
  path: "/customerOrders/{id}",
  summary: "One of the shopper's orders with its timeline and refunds; another shopper's answers 404",
  request: { params: ownOrderParam },
  responses: {
    200: jsonContent(envelopeOf(shopperOrderDetailsSchema), "The order"),
    ...refusals(401, 404),
  },
});

const documentsRoute = createRoute({
  ...declared,
  method: "get",
  path: "/customerOrders/{id}/documents",
  summary: "The order's GST tax invoice (once shipped) and its credit notes",
  request: { params: ownOrderParam },
  responses: {
    200: jsonContent(envelopeOf(orderDocumentsSchema), "The order's tax documents"),
    ...refusals(401, 404),
  },
});

const documentPdfRoute = createRoute({
  ...declared,
  method: "get",
  path: "/customerOrders/{id}/documents/{documentId}/pdf",
  summary: "One of the order's tax documents as a PDF download",
  request: { params: ownOrderDocumentParam },
  responses: { 200: fileContent("application/pdf", "The document"), ...refusals(401, 404) },
});

router.openapi(listRoute, handlers.listOrders);
router.openapi(placeRoute, handlers.createOrder);
router.openapi(cancelRoute, handlers.cancelOrder);
router.openapi(oneRoute, handlers.getOrder);
router.openapi(documentsRoute, handlers.getOrderDocuments);
router.openapi(documentPdfRoute, handlers.getOrderDocumentPdf);

export default router;
