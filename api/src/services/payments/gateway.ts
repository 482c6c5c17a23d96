/**
 * A card/UPI payment provider as the shop needs it. Two implementations: Razorpay (real,
 * when keys are configured) and the sandbox, which speaks Razorpay's redirect protocol.
 * Amounts are in paise, as Razorpay counts them.
 */
export type GatewayOrder = { id: string; amount: number; currency: "INR" };

/** A form the shopper's browser posts to open the provider's hosted checkout (works without JS). */
export type HostedCheckout = { action: string; fields: Record<string, string> };

export interface PaymentGateway {
  readonly name: "razorpay" | "sandbox";
  /** Public key id given to checkout.js and to the hosted checkout. */
  readonly keyId: string;
  createOrder(input: { amount: number; receipt: string }): Promise<GatewayOrder>;
  /** HMAC-SHA256 of `order_id|payment_id` with the key secret, compared in constant time. */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** HMAC-SHA256 of the raw webhook body with the webhook secret. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
  hostedCheckout(input: {
    orderId: string;
    amount: number;
    callbackUrl: string;
    cancelUrl: string;
    description: string;
    prefill: { name?: string; email?: string; contact?: string };
  }): HostedCheckout;
  /** Whether the provider has seen the order paid, for failure callbacks that carry no signature. */
  isOrderPaid(gatewayOrderId: string): Promise<boolean>;
}
