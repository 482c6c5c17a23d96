import {
  GatewayError,
  type GatewayOrder,
  type HostedCheckout,
  type HostedCheckoutInput,
  type PaymentGateway,
  hostedCheckoutFields,
  paymentSignature,
  signatureMatches,
} from "./gateway";
import { safeEqual } from "../../lib/secrets";

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export type RazorpayOptions = {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: FetchLike;
  apiBase?: string;
  timeoutMs?: number;
};

export const RAZORPAY_API = "https://api.razorpay.com/v1";
export const RAZORPAY_HOSTED_CHECKOUT = "https://api.razorpay.com/v1/checkout/embedded";

/** Razorpay's Orders API over HTTPS, with basic auth of key id and key secret. */
export class RazorpayGateway implements PaymentGateway {
  readonly name = "razorpay" as const;
  readonly keyId: string;
  private readonly fetch: FetchLike;
  private readonly apiBase: string;

  constructor(private readonly options: RazorpayOptions) {
    this.keyId = options.keyId;
    this.fetch = options.fetch ?? ((url, init) => fetch(url, init));
    this.apiBase = options.apiBase ?? RAZORPAY_API;
  }

  private async call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    const auth = Buffer.from(`${this.options.keyId}:${this.options.keySecret}`).toString("base64");
    let res: Response;
    try {
      res = await this.fetch(`${this.apiBase}${path}`, {
        method,
        headers: {
          authorization: `Basic ${auth}`,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new GatewayError(`Razorpay ${method} ${path} failed: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok) {
      // Razorpay explains failures in error.description; the key secret never appears there.
      let reason = text.slice(0, 300);
      try {
        reason = (JSON.parse(text) as { error?: { description?: string } }).error?.description ?? reason;
      } catch {
        /* not JSON: keep the text */
      }
      throw new GatewayError(`Razorpay ${method} ${path} answered ${res.status}: ${reason}`);
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new GatewayError(`Razorpay ${method} ${path} answered with something other than JSON`);
    }
  }

  async createOrder(input: { amount: number; receipt: string }): Promise<GatewayOrder> {
    const order = await this.call<{ id: string; amount: number; currency: string }>("POST", "/orders", {
      amount: input.amount,
      currency: "INR",
      receipt: input.receipt,
    });
    if (typeof order.id !== "string" || order.amount !== input.amount) {
      throw new GatewayError("Razorpay created an order that does not match the request");
    }
    return { id: order.id, amount: order.amount, currency: "INR" };
  }

  async isOrderPaid(gatewayOrderId: string): Promise<boolean> {
    const order = await this.call<{ status?: string }>("GET", `/orders/${encodeURIComponent(gatewayOrderId)}`);
    return order.status === "paid";
  }

  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean {
    return safeEqual(paymentSignature(this.options.keySecret, input.orderId, input.paymentId), input.signature);
  }

  verifyWebhookSignature(rawBody: string, signature: string): boolean {
    // Without a configured webhook secret no delivery can be trusted.
    if (!this.options.webhookSecret) return false;
    return signatureMatches(this.options.webhookSecret, rawBody, signature);
  }

  hostedCheckout(input: HostedCheckoutInput): HostedCheckout {
    return { action: RAZORPAY_HOSTED_CHECKOUT, method: "POST", fields: hostedCheckoutFields(this.keyId, input) };
  }
}
