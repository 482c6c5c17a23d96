/**
 * POST /dev/payments/expire/:orderId, outside production only: the end-to-end tests' way to
 * let one order's payment hold run out now (they cannot wait PENDING_PAYMENT_TTL_MINUTES).
 * The order's hold is dated back past the limit and the unpaid-order sweep runs, as its job
 * does every minute; orders not aged are untouched unless their own hold ran out.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, refusals } from "@api/contract/envelope.schemas";
import { createRouter } from "@api/contract/router";
import { expiredPaymentSchema } from "@api/contract/schemas/dev";
import { notFound, ok } from "@api/lib/envelope";
import { notInProduction } from "@api/middleware/not-in-production";
import { expirePaymentHold } from "./payment-hold";

const expireRoute = createRoute({
  tags: ["Development"],
  method: "post",
  path: "/expire/{orderId}",
  summary: "Let one unpaid order's payment hold run out now, and run the unpaid-order sweep (never in production)",
  middleware: notInProduction,
  request: { params: z.object({ orderId: z.string().openapi({ description: "The order number, any case" }) }) },
  responses: {
    200: jsonContent(envelopeOf(expiredPaymentSchema), "The sweep ran"),
    ...refusals(404),
  },
});

const router = createRouter();

router.openapi(expireRoute, async (c) => {
  const expired = await expirePaymentHold(c.get("deps"), c.req.valid("param").orderId.toUpperCase());
  if (!expired) throw notFound("Order");
  return ok(c, expired);
});

export default router;
