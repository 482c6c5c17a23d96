import Razorpay from "razorpay";
import {
  GatewayError,
  type GatewayOrder,
  type GatewayRefund,
  GatewayRefusal,
  type HostedCheckout,
  type HostedCheckoutInput,
  type PaymentGateway,
  type RefundRequest,
  hostedCheckoutFields,
  paymentSignature,
  signatureMatches,
} from "./gateway";
import { safeEqual } from "@api/lib/secrets";

/** The parts of Razorpay's official Node SDK the shop uses; tests give a stand-in of the same shape. */
export type RazorpayClient = Pick<Razorpay, "orders" | "payments">;

export type RazorpayOptions = {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  /** Injected by tests; the SDK's client with these keys otherwise. */
  client?: RazorpayClient;
  timeoutMs?: number;
};

const RAZORPAY_HOSTED_CHECKOUT = "https://api.razorpay.com/v1/checkout/embedded";

/** What the SDK throws for an answer that is not 2xx (its normalizeError). */
type SdkError = { statusCode?: number | string; error?: { description?: string } };

/** Razorpay through its official Node SDK (orders, payments, refunds), keys sent as basic auth. */
export class RazorpayGateway implements PaymentGateway {
  readonly name = "razorpay" as const;
  readonly keyId: string;
  private readonly client: RazorpayClient;

  constructor(private readonly options: RazorpayOptions) {
    this.keyId = options.keyId;
    this.client = options.client ?? new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  }

  /**
   * One SDK call, bounded in time (the SDK sets no timeout of its own). A 4xx answer is Razorpay
   * refusing the request (GatewayRefusal); no answer, or a 5xx, may go through on a retry.
   */
  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new GatewayError(`Razorpay ${what} timed out`)),
        this.options.timeoutMs ?? 10_000,
      );
    });
    try {
      return await Promise.race([run(), timeout]);
    } catch (err) {
      if (err instanceof GatewayError) throw err;
      const sdk = err as SdkError;
      const status = Number(sdk?.statusCode);
      // Razorpay explains failures in error.description; the key secret never appears there.
      const reason = sdk?.error?.description ?? (err instanceof Error ? err.message : String(err));
      if (status >= 400 && status < 500) throw new GatewayRefusal(`Razorpay ${what} answered ${status}: ${reason}`);
      throw new GatewayError(`Razorpay ${what} failed${Number.isFinite(status) ? ` (${status})` : ""}: ${reason}`);
    } finally {
      clearTimeout(timer);
    }
  }

  async createOrder(input: { amount: number; receipt: string }): Promise<GatewayOrder> {
    const order = await this.call("orders.create", () =>
      this.client.orders.create({ amount: input.amount, currency: "INR", receipt: input.receipt }),
    );
    if (typeof order.id !== "string" || Number(order.amount) !== input.amount) {
      throw new GatewayError("Razorpay created an order that does not match the request");
    }
    return { id: order.id, amount: input.amount, currency: "INR" };
  }

  async isOrderPaid(gatewayOrderId: string): Promise<boolean> {
    const order = await this.call("orders.fetch", () => this.client.orders.fetch(gatewayOrderId));
    return order.status === "paid";
  }

  /**
   * The SDK cannot send Razorpay's X-Refund-Idempotency header (it passes on only
   * X-Razorpay-Account and Content-Type), so the key travels as the refund's receipt, and the
   * payment's refunds are read first: a receipt already there is the earlier call's refund,
   * answered again instead of refunding twice (docs/decisions/refunds.md, 1).
   */
  async refund(input: RefundRequest): Promise<GatewayRefund> {
    const earlier = await this.call("payments.fetchMultipleRefund", () =>
      this.client.payments.fetchMultipleRefund(input.paymentId, { count: 100 }),
    );
    const made = earlier.items.find((refund) => refund.receipt === input.idempotencyKey);
    const refund =
      made ??
      (await this.call("payments.refund", () =>
        this.client.payments.refund(input.paymentId, {
          amount: input.amount,
          speed: "normal",
          receipt: input.idempotencyKey,
          notes: input.notes,
        }),
      ));
    return { id: refund.id, status: refund.status, amount: Number(refund.amount) };
  }

  // Signatures are checked here in constant time: the SDK's validateWebhookSignature and
  // validatePaymentVerification compare with ===, which leaks timing.
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
