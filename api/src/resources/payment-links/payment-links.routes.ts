import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, refusals } from "@api/contract/envelope.schemas";
import { createRouter } from "@api/contract/router";
import { paymentLinkPageSchema } from "@api/contract/schemas/payments";
import { jsonBody } from "@api/lib/validation";
import { rateLimit } from "@api/middleware/rate-limit";
import { getPaymentLink, verifyPaymentLink } from "./payment-links.handlers";
import { linkVerifySchema, tokenParam } from "./payment-links.schemas";

const TEN_MINUTES = 600;

/** Public (the signed link is the proof), so limited per address: guessing tokens gets nowhere fast. */
const limited = rateLimit("payment-link", 60, TEN_MINUTES);
const tags = ["Payments"];
const outcome = z.object({ outcome: z.enum(["paid", "refund"]) });

const readRoute = createRoute({
  tags,
  method: "get",
  path: "/paymentLinks/{token}",
  summary: "A payment link's page: the order, the amount, whether it may still be paid and the gateway's form",
  description:
    "Opening an open link makes its gateway order (once); opening an expired draft's link releases its stock.",
  middleware: limited,
  request: { params: tokenParam },
  responses: {
    200: jsonContent(envelopeOf(paymentLinkPageSchema), "The link's page"),
    ...refusals(404, 429, 502),
  },
});

const verifyRoute = createRoute({
  tags,
  method: "post",
  path: "/paymentLinks/{token}/verify",
  summary: "The gateway's signed answer for a link's payment, passed on by the storefront's callback",
  middleware: [limited, jsonBody] as const,
  request: { params: tokenParam, ...jsonRequest(linkVerifySchema) },
  responses: {
    200: jsonContent(envelopeOf(outcome), "The payment is recorded"),
    409: jsonContent(
      envelopeOf(outcome).extend({ code: z.literal("PAYMENT_REFUNDED") }),
      "Paid, but the draft's order could no longer be placed: a full refund has been started",
    ),
    ...refusals(400, 404, 413, 429),
  },
});

const paymentLinks = createRouter();
paymentLinks.openapi(readRoute, getPaymentLink);
paymentLinks.openapi(verifyRoute, verifyPaymentLink);

export default paymentLinks;
