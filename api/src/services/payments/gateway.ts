/**
 * A card/UPI payment provider as the shop needs it. Two implementations: Razorpay (real,
 * when keys are configured) and the sandbox, which speaks Razorpay's redirect protocol.
 * Amounts are in paise, as Razorpay counts them.
 */
import { createHmac } from "node:crypto";
import { safeEqual } from "@api/lib/secrets";

export type GatewayOrder = { id: string; amount: number; currency: "INR" };

export type RefundRequest = {
  /** The captured payment to refund (Razorpay's pay_...). */
  paymentId: string;
  /** In paise; at most what is left of the payment. */
  amount: number;
  /** The same key on a repeated call returns the first call's refund instead of refunding again. */
  idempotencyKey: string;
  /** Copied onto the gateway's refund and sent back with its webhooks (the shop's refund id). */
  notes: Record<string, string>;
};

type GatewayRefundStatus = "pending" | "processed" | "failed";
export type GatewayRefund = { id: string; status: GatewayRefundStatus; amount: number };

/** A form the shopper's browser posts to open the provider's hosted checkout (works without JS). */
export type HostedCheckout = { action: string; method: "POST"; fields: Record<string, string> };

export type HostedCheckoutInput = {
  /** The gateway's order id. */
  orderId: string;
  amount: number;
  callbackUrl: string;
  cancelUrl: string;
  description: string;
  prefill: { name?: string; email?: string; contact?: string };
};

export interface PaymentGateway {
  readonly name: "razorpay" | "sandbox";
  /** Public key id given to checkout.js and to the hosted checkout. */
  readonly keyId: string;
  createOrder(input: { amount: number; receipt: string }): Promise<GatewayOrder>;
  /** HMAC-SHA256 of `order_id|payment_id` with the key secret, compared in constant time. */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** HMAC-SHA256 of the raw webhook body with the webhook secret. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
  hostedCheckout(input: HostedCheckoutInput): HostedCheckout;
  /** Whether the provider has seen the order paid, for failure callbacks that carry no signature. */
  isOrderPaid(gatewayOrderId: string): Promise<boolean>;
  /**
   * Gives money back on a captured payment. The outcome of a pending refund arrives later as a
   * `refund.processed` or `refund.failed` webhook. GatewayRefusal when the gateway refuses it
   * (more than is left, an unknown payment): asking again will not help.
   */
  refund(input: RefundRequest): Promise<GatewayRefund>;
}

/** The provider did not answer, or answered with an error: the shopper may try again. */
export class GatewayError extends Error {}

/** The gateway understood the request and refused it: retrying the same request will not help. */
export class GatewayRefusal extends GatewayError {}

export const MERCHANT_NAME = "Woodnest";

export const hmacHex = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("hex");

/** Razorpay's payment signature: hex HMAC-SHA256 of `order_id|payment_id`. */
export const paymentSignature = (secret: string, orderId: string, paymentId: string) =>
  hmacHex(secret, `${orderId}|${paymentId}`);

export const signatureMatches = (secret: string, text: string, signature: string) =>
  safeEqual(hmacHex(secret, text), signature);

/** The fields of Razorpay's hosted (embedded) checkout form; the sandbox takes the same ones. */
export function hostedCheckoutFields(keyId: string, input: HostedCheckoutInput): Record<string, string> {
  return {
    key_id: keyId,
    order_id: input.orderId,
    amount: String(input.amount),
    currency: "INR",
    name: MERCHANT_NAME,
    description: input.description,
    callback_url: input.callbackUrl,
    cancel_url: input.cancelUrl,
    "prefill[name]": input.prefill.name ?? "",
    "prefill[email]": input.prefill.email ?? "",
    "prefill[contact]": input.prefill.contact ?? "",
  };
}
