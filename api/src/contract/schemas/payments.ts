/** What the payment routes answer: the gateway order to pay, and the order as a payment left it. */
import { z } from "@hono/zod-openapi";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "@api/validation/order-states";

const hostedCheckoutSchema = z
  .object({
    action: z.string().openapi({ description: "The gateway's hosted checkout address the form posts to" }),
    method: z.literal("POST"),
    fields: z.record(z.string(), z.string()).openapi({
      description:
        "The hidden inputs of Razorpay's hosted checkout form (key_id, order_id, amount in paise, callback_url, cancel_url, prefill[...])",
    }),
  })
  .openapi("HostedCheckout", {
    description: "A form the shopper's browser posts to open the gateway's checkout, without JavaScript",
  });

export const paymentOrderSchema = z
  .object({
    _id: z.string(),
    orderId: z.string().openapi({ description: "The shop's order number" }),
    amount: z.number().int().openapi({ description: "The order's total in paise, as the gateway counts it" }),
    id: z.string().openapi({ description: "The gateway's order id (order_...), the same for every attempt" }),
    currency: z.literal("INR"),
    key: z.string().openapi({ description: "The gateway's public key id, for checkout.js" }),
    gateway: z.enum(["razorpay", "sandbox"]),
    name: z.string().openapi({ description: "The merchant's name shown at checkout" }),
    description: z.string(),
    prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
    checkout: hostedCheckoutSchema
      .nullable()
      .openapi({ description: "The hosted checkout form when a callbackUrl was given, otherwise null" }),
  })
  .openapi("PaymentOrder");

export const paymentResultSchema = z
  .object({
    _id: z.string(),
    orderId: z.string(),
    orderStatus: z.enum(ORDER_STATUSES),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    totalAmount: z.number().openapi({ description: "The order's total in rupees" }),
  })
  .openapi("PaymentResult");

export const paymentWebhookResultSchema = z.object({
  event: z.string().openapi({ description: "The event's name as the gateway sent it ('unknown' when absent)" }),
  outcome: z.string().openapi({
    description:
      "What the shop did: paid, refund, failed, unchanged, ignored, replayed, unknown_order, or a refund's processed/failed/unchanged/unknown_refund",
  }),
});

/** A shop-made payment link (a phone order's draft, or a balance due) as its page shows it. */
export const paymentLinkPageSchema = z
  .object({
    state: z.enum(["open", "paid", "expired"]),
    purpose: z.enum(["draft", "balance"]).openapi({ description: "A draft order taken by phone, or a balance due" }),
    orderId: z.string(),
    amount: z.number().openapi({ description: "What the link asks for, in rupees" }),
    expiresAt: z.string().datetime(),
    customerName: z.string(),
    lines: z.array(
      z.object({
        name: z.string(),
        colorName: z.string().nullable(),
        sizeName: z.string().nullable(),
        quantity: z.number().int(),
        amount: z.number(),
      }),
    ),
    checkout: hostedCheckoutSchema
      .nullable()
      .openapi({ description: "The hosted checkout form while the link is open, otherwise null" }),
  })
  .openapi("PaymentLinkPage");

export type PaymentLinkPage = z.output<typeof paymentLinkPageSchema>;
export type PaymentOrder = z.output<typeof paymentOrderSchema>;
export type PaymentResult = z.output<typeof paymentResultSchema>;

/** A cash-on-delivery order as its confirmation link shows it. */
export const codConfirmationSchema = z
  .object({
    orderId: z.string(),
    totalAmount: z.number().openapi({ description: "To pay in cash on delivery, in rupees" }),
    state: z
      .enum(["awaiting", "confirmed", "expired", "cancelled"])
      .openapi({ description: "awaiting: it may be confirmed; the others say why not" }),
  })
  .openapi("CodConfirmation");

export type CodConfirmation = z.output<typeof codConfirmationSchema>;
