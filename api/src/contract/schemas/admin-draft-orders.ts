import { z } from "@hono/zod-openapi";
import { shippingAddressSchema } from "./customer-orders";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "@api/validation/order-states";

const instant = z.string().datetime();
const rupees = z.number().describe("Rupees");
const draftStatus = z.enum(["open", "awaiting_payment", "placed"]);
const channel = z.enum(["sms", "whatsapp", "email"]);

export const draftCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
});

export const draftRowSchema = z
  .object({
    id: z.string(),
    status: draftStatus,
    customerName: z.string(),
    customerMobile: z.string().nullable(),
    lines: z.number().int().describe("Units on the draft"),
    createdBy: z.string(),
    updatedAt: instant,
  })
  .openapi("DraftOrderRow");

/** A product found for a phone order, with each choice it can be bought in, priced now. */
export const draftProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  sku: z.string(),
  options: z.array(
    z.object({
      value: z.string().describe("`<productColor>:<productSize>`, either part empty"),
      label: z.string(),
      sku: z.string(),
      price: rupees,
      stock: z.number().int(),
      maximumOrderQuantity: z.number().int(),
    }),
  ),
});

/** A draft as its screen shows it: lines priced now (each with any problem), the figures and what it became. */
export const draftOrderSchema = z
  .object({
    id: z.string(),
    status: draftStatus,
    version: z.number().int().describe("Send it back with a change: an older version is refused (409)"),
    customer: draftCustomerSchema,
    addresses: z.array(shippingAddressSchema.extend({ id: z.string() })).describe("The customer's saved addresses"),
    lines: z.array(
      z.object({
        index: z.number().int(),
        product: z.string(),
        productColor: z.string().nullable(),
        productSize: z.string().nullable(),
        quantity: z.number().int(),
        name: z.string(),
        sku: z.string(),
        colorName: z.string().nullable(),
        sizeName: z.string().nullable(),
        unitPrice: rupees,
        amount: rupees,
        stock: z.number().int(),
        maximumOrderQuantity: z.number().int(),
        problem: z.string().nullable().describe("Why the line cannot be ordered as it is (stock, price, gone)"),
      }),
    ),
    shippingAddress: shippingAddressSchema.nullable(),
    couponCode: z.string().nullable(),
    manualDiscount: rupees,
    manualDiscountReason: z.string().nullable(),
    subtotal: rupees,
    couponDiscount: rupees,
    total: rupees,
    order: z
      .object({
        orderId: z.string(),
        orderStatus: z.enum(ORDER_STATUSES),
        paymentStatus: z.enum(PAYMENT_STATUSES),
        total: rupees,
      })
      .nullable(),
    paymentLink: z
      .object({
        url: z.string(),
        channel,
        recipient: z.string(),
        expiresAt: instant,
        state: z.enum(["open", "paid", "expired"]),
      })
      .nullable(),
    createdBy: z.string(),
    createdAt: instant,
    updatedAt: instant,
  })
  .openapi("DraftOrder");

export const draftPlacedSchema = z.object({ orderId: z.string(), total: rupees });

export const draftLinkSentSchema = z.object({
  orderId: z.string(),
  link: z.object({ url: z.string(), expiresAt: instant }).nullable().describe("Null when nothing was left to pay"),
  sent: z.boolean().describe("False when the message could not be sent: staff pass the link on"),
});

export type DraftCustomer = z.output<typeof draftCustomerSchema>;
export type DraftRow = z.output<typeof draftRowSchema>;
export type DraftProduct = z.output<typeof draftProductSchema>;
export type DraftOrder = z.output<typeof draftOrderSchema>;
