/** Shapes the checkout pages share between their loaders and components. */
import type { CartQuote } from "@api/contract/schemas/cart-quote";
import type { ShopperOrder } from "@api/contract/schemas/customer-orders";

/** Where 'Select Shipping Address' is shown: the whole address choice, not one field. */
export const SHIPPING_ERROR_KEY = "shipping";

/** The API's quote of a cart (POST /v1/cart/quote). */
export type Quote = CartQuote;
export type QuoteLine = Quote["lines"][number];

export type Order = ShopperOrder;

/** What the payment page needs: the API's createOrder answer and where the gateway returns. */
export type PaymentHandoff = {
  _id: string;
  orderId: string;
  /** In paise, as the gateway counts. */
  amount: number;
  currency: string;
  gateway: "razorpay" | "sandbox";
  key: string;
  gatewayOrderId: string;
  name: string;
  description: string;
  prefill: { name?: string; email?: string; contact?: string };
  /** The hosted checkout form, posted by the shopper's browser (works without JavaScript). */
  checkout: { action: string; fields: Record<string, string> };
  callbackUrl: string;
  cancelUrl: string;
};
