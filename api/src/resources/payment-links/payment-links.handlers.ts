import { queueRefundsOf } from "@api/jobs/refund-jobs";
import { ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { linkVerifySchema, tokenParam } from "./payment-links.schemas";
import { readPaymentLinkPage, verifyLinkPayment } from "./payment-links.service";

const PAYMENT_RECEIVED = "Thank you: your payment has been received";
const PAYMENT_REFUNDED =
  "We received your payment, but the items are no longer available. A full refund has been started.";

type ByToken = { param: typeof tokenParam };

/** GET /paymentLinks/:token: the order, the amount, whether it can still be paid and the gateway form. */
export async function getPaymentLink(c: ValidatedContext<ByToken>) {
  return ok(c, await readPaymentLinkPage(c.get("deps"), c.req.valid("param").token));
}

/** POST /paymentLinks/:token/verify: the gateway's signed answer, passed on by the storefront's callback. */
export async function verifyPaymentLink(c: ValidatedContext<ByToken & { json: typeof linkVerifySchema }>) {
  const deps = c.get("deps");
  const { outcome, orderId } = await verifyLinkPayment(deps, c.req.valid("param").token, c.req.valid("json"));
  if (outcome === "refund") {
    await queueRefundsOf(deps, orderId);
    return c.json(
      { status: 409, code: "PAYMENT_REFUNDED" as const, message: PAYMENT_REFUNDED, body: { outcome }, errors: {} },
      409,
    );
  }
  return ok(c, { outcome }, PAYMENT_RECEIVED);
}
