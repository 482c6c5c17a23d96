import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { paymentOrderSchema, paymentResultSchema, paymentWebhookResultSchema } from "@api/contract/schemas/payments";
import { jsonBody } from "@api/lib/validation";
import { requireCustomer } from "@api/middleware/auth";
import { rateLimit } from "@api/middleware/rate-limit";
import { createPaymentSchema, failedSchema, verifySchema } from "@api/validation/payments";
import { createPaymentOrder, paymentFailed, paymentWebhook, verifyPayment } from "./payments.handlers";

const tags = ["Payments"];
const shopper = { tags, security: [{ [SECURITY.shopper]: [] }] };
const refunded = jsonContent(
  envelopeOf(paymentResultSchema).extend({ code: z.literal("PAYMENT_REFUNDED") }),
  "Paid, but the order could no longer be placed (its items were released): a full refund has been started. The body is the order, not null",
);

const createOrderRoute = createRoute({
  ...shopper,
  method: "post",
  path: "/payments/createOrder",
  summary:
    "Open a payment for one of the shopper's prepaid orders: the gateway order to pay (reused by every attempt) and, with a callbackUrl, the hosted checkout form",
  middleware: [requireCustomer, jsonBody] as const,
  request: jsonRequest(
    createPaymentSchema.openapi({
      description:
        "amount in rupees (must be the order's total); callbackUrl and cancelUrl must be on the shop's own site",
    }),
  ),
  responses: {
    200: jsonContent(envelopeOf(paymentOrderSchema), "The gateway order to pay"),
    ...refusals(400, 401, 404, 409, 413, 502),
  },
});

const verifyRoute = createRoute({
  tags,
  method: "post",
  path: "/payments/verifyPayment",
  summary:
    "The gateway's signed answer for a payment, passed on by the storefront's callback: no session, the signature is the proof",
  middleware: [rateLimit("payment-callback", 60, 60), jsonBody] as const,
  request: jsonRequest(verifySchema),
  responses: {
    200: jsonContent(envelopeOf(paymentResultSchema), "The payment is recorded and the order placed"),
    409: refunded,
    ...refusals(400, 413, 429),
  },
});

const failedRoute = createRoute({
  ...shopper,
  method: "post",
  path: "/payments/failed",
  summary:
    "The shopper is back from the gateway without a verified payment: a payment the gateway has seen is recorded, otherwise the order is marked failed and its stock given back",
  middleware: [requireCustomer, jsonBody] as const,
  request: jsonRequest(failedSchema),
  responses: {
    200: jsonContent(envelopeOf(paymentResultSchema), "The order as the gateway's answer left it, paid or failed"),
    ...refusals(400, 401, 404, 413, 502),
  },
});

const webhookRoute = createRoute({
  tags,
  method: "post",
  path: "/payments/webhook",
  summary:
    "Razorpay's webhook (payment.captured, order.paid, payment.failed, refund.processed, refund.failed): each event id is handled once",
  request: {
    headers: z.object({
      "x-razorpay-signature": z
        .string()
        .optional()
        .openapi({ description: "Hex HMAC-SHA256 of the raw body with the webhook secret" }),
      "x-razorpay-event-id": z.string().optional().openapi({ description: "The event's id: a replay is a no-op" }),
    }),
    body: {
      required: true,
      description: "Razorpay's event, read as the raw text the signature covers",
      content: {
        "application/json": {
          schema: {
            type: "object",
            properties: { event: { type: "string" }, payload: { type: "object" } },
          },
        },
      },
    },
  },
  responses: {
    200: jsonContent(envelopeOf(paymentWebhookResultSchema), "The event is handled, also one that changes nothing"),
    ...refusals(400, 413),
  },
});

const payments = createRouter()
  .openapi(createOrderRoute, createPaymentOrder)
  .openapi(verifyRoute, verifyPayment)
  .openapi(failedRoute, paymentFailed)
  .openapi(webhookRoute, paymentWebhook);

export default payments;
