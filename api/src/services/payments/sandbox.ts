import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "@api/db/client";
import {
  sandboxGatewayControls,
  sandboxGatewayOrders,
  sandboxGatewayPayments,
  sandboxGatewayRefunds,
} from "@api/db/schema";
import {
  type GatewayOrder,
  type GatewayRefund,
  GatewayRefusal,
  type RefundRequest,
  type HostedCheckout,
  type HostedCheckoutInput,
  type PaymentGateway,
  hmacHex,
  hostedCheckoutFields,
  paymentSignature,
  signatureMatches,
} from "./gateway";
import { safeEqual } from "@api/lib/secrets";

export const SANDBOX_KEY_ID = "rzp_test_sandbox";
export const SANDBOX_CHECKOUT_PATH = "/v1/sandbox/checkout";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Ids shaped like Razorpay's: a prefix and 14 letters or digits. */
export function sandboxId(prefix: "order_" | "pay_" | "rfnd_" | "evt_") {
  const bytes = randomBytes(14);
  return prefix + Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
}

export type SandboxOrder = typeof sandboxGatewayOrders.$inferSelect;
export type SandboxRefund = typeof sandboxGatewayRefunds.$inferSelect;

/** Posts a signed webhook to the shop, as Razorpay's servers do. */
export type WebhookDelivery = (rawBody: string, headers: Record<string, string>) => Promise<void>;

/** The sandbox's switches: how many of the next refunds fail, of any amount or of one (set on its refunds page). */
const FAIL_NEXT_REFUNDS = "fail_next_refunds";
const failSwitch = (amountPaise?: number) =>
  amountPaise === undefined ? FAIL_NEXT_REFUNDS : `${FAIL_NEXT_REFUNDS}_of_${amountPaise}`;

/** What a Pay or Fail click did to the sandbox order. */
export type SandboxOutcome = "recorded" | "repeated" | "used" | "already_paid" | "unknown_order";

/**
 * The default gateway: a stand-in for Razorpay that keeps its orders and payments in the
 * shop's database and signs with SANDBOX_GATEWAY_SECRET exactly as Razorpay signs with the
 * key secret, so the shop's verification code is the same for both.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = "sandbox" as const;
  readonly keyId = SANDBOX_KEY_ID;

  /** Where refund webhooks go: the shop's own webhook address unless replaced (tests call the app directly). */
  deliverWebhook: WebhookDelivery;

  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly publicApiUrl: string,
  ) {
    this.deliverWebhook = async (rawBody, headers) => {
      const res = await fetch(`${publicApiUrl}/v1/payments/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: rawBody,
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`The shop's webhook answered ${res.status}`);
    };
  }

  async createOrder(input: { amount: number; receipt: string }): Promise<GatewayOrder> {
    const id = sandboxId("order_");
    await this.db
      .insert(sandboxGatewayOrders)
      .values({ id, amount: input.amount, currency: "INR", receipt: input.receipt });
    return { id, amount: input.amount, currency: "INR" };
  }

  async isOrderPaid(gatewayOrderId: string): Promise<boolean> {
    const order = await this.findOrder(gatewayOrderId);
    return order?.status === "paid";
  }

  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean {
    return safeEqual(this.sign(input.orderId, input.paymentId), input.signature);
  }

  verifyWebhookSignature(rawBody: string, signature: string): boolean {
    return signatureMatches(this.secret, rawBody, signature);
  }

  hostedCheckout(input: HostedCheckoutInput): HostedCheckout {
    return {
      action: `${this.publicApiUrl}${SANDBOX_CHECKOUT_PATH}`,
      method: "POST",
      fields: hostedCheckoutFields(this.keyId, input),
    };
  }

  /**
   * A refund as Razorpay makes one: pending at first, its outcome sent by webhook straight after
   * (processed, or failed while the sandbox's "fail the next refunds" switch is on). A repeated
   * key answers the refund it made; refunds never add up to more than the payment.
   */
  async refund(input: RefundRequest): Promise<GatewayRefund> {
    const made = await this.db.transaction(async (tx) => {
      const [earlier] = await tx
        .select()
        .from(sandboxGatewayRefunds)
        .where(eq(sandboxGatewayRefunds.idempotencyKey, input.idempotencyKey));
      if (earlier) {
        if (earlier.paymentId !== input.paymentId || earlier.amount !== input.amount) {
          throw new GatewayRefusal("The request body differs from the first request with this idempotency key");
        }
        return { refund: earlier, outcome: null };
      }
      const [payment] = await tx
        .select({ status: sandboxGatewayPayments.status, orderAmount: sandboxGatewayOrders.amount })
        .from(sandboxGatewayPayments)
        .innerJoin(sandboxGatewayOrders, eq(sandboxGatewayOrders.id, sandboxGatewayPayments.gatewayOrderId))
        .where(eq(sandboxGatewayPayments.id, input.paymentId))
        .for("update");
      if (payment?.status !== "captured") throw new GatewayRefusal("The payment has not been captured");
      const [{ refunded }] = await tx
        .select({ refunded: sql<number>`coalesce(sum(${sandboxGatewayRefunds.amount}), 0)`.mapWith(Number) })
        .from(sandboxGatewayRefunds)
        .where(and(eq(sandboxGatewayRefunds.paymentId, input.paymentId), ne(sandboxGatewayRefunds.status, "failed")));
      if (input.amount <= 0 || refunded + input.amount > payment.orderAmount) {
        throw new GatewayRefusal("The total refund amount is greater than the refund payment amount");
      }
      // A switch for this amount first, then the one for any amount.
      const takeSwitch = (name: string) =>
        tx
          .update(sandboxGatewayControls)
          .set({ value: sql`${sandboxGatewayControls.value} - 1` })
          .where(and(eq(sandboxGatewayControls.name, name), gt(sandboxGatewayControls.value, 0)))
          .returning();
      const failing =
        (await takeSwitch(failSwitch(input.amount))).length > 0 || (await takeSwitch(FAIL_NEXT_REFUNDS)).length > 0;
      const [refund] = await tx
        .insert(sandboxGatewayRefunds)
        .values({
          id: sandboxId("rfnd_"),
          paymentId: input.paymentId,
          amount: input.amount,
          idempotencyKey: input.idempotencyKey,
          notes: input.notes,
        })
        .returning();
      return { refund, outcome: failing ? ("failed" as const) : ("processed" as const) };
    });
    if (made.outcome) await this.settleRefund(made.refund, made.outcome);
    return { id: made.refund.id, status: made.refund.status, amount: made.refund.amount };
  }

  /** Records the refund's outcome and tells the shop, signed with the sandbox secret as Razorpay signs with the webhook secret. */
  private async settleRefund(refund: SandboxRefund, outcome: "processed" | "failed") {
    await this.db.update(sandboxGatewayRefunds).set({ status: outcome }).where(eq(sandboxGatewayRefunds.id, refund.id));
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_sandbox",
      event: `refund.${outcome}`,
      contains: ["refund"],
      payload: {
        refund: {
          entity: {
            id: refund.id,
            entity: "refund",
            amount: refund.amount,
            currency: "INR",
            payment_id: refund.paymentId,
            notes: refund.notes,
            status: outcome,
            speed_requested: "normal",
            speed_processed: "normal",
            created_at: Math.floor(refund.createdAt.getTime() / 1000),
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    // An undelivered webhook leaves the shop's refund pending, as a Razorpay outage would.
    await this.deliverWebhook(body, {
      "x-razorpay-signature": hmacHex(this.secret, body),
      "x-razorpay-event-id": sandboxId("evt_"),
    }).catch(() => undefined);
  }

  /**
   * The refunds page's switch: the next `count` refunds fail; only those of `amountPaise` when
   * given, so a test sharing the sandbox with others fails its own refund and nobody else's.
   */
  async failNextRefunds(count: number, amountPaise?: number) {
    await this.db
      .insert(sandboxGatewayControls)
      .values({ name: failSwitch(amountPaise), value: count })
      .onConflictDoUpdate({ target: sandboxGatewayControls.name, set: { value: count } });
  }

  async refundsToFail(amountPaise?: number) {
    const [row] = await this.db
      .select()
      .from(sandboxGatewayControls)
      .where(eq(sandboxGatewayControls.name, failSwitch(amountPaise)));
    return row?.value ?? 0;
  }

  recentRefunds(limit = 50) {
    return this.db.select().from(sandboxGatewayRefunds).orderBy(desc(sandboxGatewayRefunds.createdAt)).limit(limit);
  }

  /* ---- used by the sandbox's own checkout pages ---- */

  sign(orderId: string, paymentId: string) {
    return paymentSignature(this.secret, orderId, paymentId);
  }

  async findOrder(id: string): Promise<SandboxOrder | undefined> {
    const [order] = await this.db.select().from(sandboxGatewayOrders).where(eq(sandboxGatewayOrders.id, id));
    return order;
  }

  /** Pay: a captured payment, at most one per order; pressing Pay again repeats the same one. */
  capture(orderId: string, paymentId: string): Promise<SandboxOutcome> {
    return this.record(orderId, paymentId, "captured");
  }

  /** Fail: a failed attempt; the order stays payable, as at Razorpay ("attempted"). */
  fail(orderId: string, paymentId: string): Promise<SandboxOutcome> {
    return this.record(orderId, paymentId, "failed");
  }

  private record(orderId: string, paymentId: string, status: "captured" | "failed"): Promise<SandboxOutcome> {
    return this.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(sandboxGatewayOrders)
        .where(eq(sandboxGatewayOrders.id, orderId))
        .for("update");
      if (!order) return "unknown_order";
      const [earlier] = await tx
        .select({ status: sandboxGatewayPayments.status })
        .from(sandboxGatewayPayments)
        .where(and(eq(sandboxGatewayPayments.id, paymentId), eq(sandboxGatewayPayments.gatewayOrderId, orderId)));
      if (earlier) return earlier.status === status ? "repeated" : "used";
      if (order.status === "paid") return "already_paid";
      const inserted = await tx
        .insert(sandboxGatewayPayments)
        .values({ id: paymentId, gatewayOrderId: orderId, status })
        .onConflictDoNothing()
        .returning({ id: sandboxGatewayPayments.id });
      // The id belongs to another order's attempt: never reuse it.
      if (inserted.length === 0) return "used";
      await tx
        .update(sandboxGatewayOrders)
        .set({ status: status === "captured" ? "paid" : "attempted" })
        .where(eq(sandboxGatewayOrders.id, orderId));
      return "recorded";
    });
  }
}
