import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sandboxGatewayOrders, sandboxGatewayPayments } from "../../db/schema";
import {
  type GatewayOrder,
  type HostedCheckout,
  type HostedCheckoutInput,
  type PaymentGateway,
  hostedCheckoutFields,
  paymentSignature,
  signatureMatches,
} from "./gateway";
import { safeEqual } from "../../lib/secrets";

export const SANDBOX_KEY_ID = "rzp_test_sandbox";
export const SANDBOX_CHECKOUT_PATH = "/v1/sandbox/checkout";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Ids shaped like Razorpay's: a prefix and 14 letters or digits. */
export function sandboxId(prefix: "order_" | "pay_") {
  const bytes = randomBytes(14);
  return prefix + Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
}

export type SandboxOrder = typeof sandboxGatewayOrders.$inferSelect;

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

  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly publicApiUrl: string,
  ) {}

  async createOrder(input: { amount: number; receipt: string }): Promise<GatewayOrder> {
    const id = sandboxId("order_");
    await this.db.insert(sandboxGatewayOrders).values({ id, amount: input.amount, currency: "INR", receipt: input.receipt });
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
      const [order] = await tx.select().from(sandboxGatewayOrders).where(eq(sandboxGatewayOrders.id, orderId)).for("update");
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
