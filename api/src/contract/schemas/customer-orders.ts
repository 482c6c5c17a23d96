import { z } from "zod";
import { errorCodeSchema } from "../envelope.schemas";
import { imageSchema } from "./image";
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, REFUND_ENDINGS } from "@api/validation/order-states";

/** The address an order ships to, frozen on the order when it was placed. */
export const shippingAddressSchema = z.object({
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  address: z.string(),
  landmark: z.string(),
  locality: z.string(),
  addressType: z.enum(["HOME", "OFFICE"]),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  pincode: z.string(),
});

export type ShippingAddress = z.output<typeof shippingAddressSchema>;

const instant = z.string().datetime();

/** One line of an order, as it was sold: its name, picture and prices are frozen at the order. */
const orderLineSchema = z.object({
  _id: z.string(),
  product: z.string(),
  productColor: z.string().nullable(),
  productSize: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  defaultImage: imageSchema,
  colorName: z.string().nullable(),
  sizeName: z.string().nullable(),
  quantity: z.number().int(),
  sellingPrice: z.number().describe("Rupees"),
  mrp: z.number().describe("Rupees"),
});

/** An order as the shopper sees it: money in rupees, lines with their names and pictures. */
export const shopperOrderSchema = z.object({
  _id: z.string(),
  orderId: z.string().describe("The order's number, e.g. FS100001"),
  createdAt: instant,
  orderStatus: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  totalAmount: z.number(),
  subtotalAmount: z.number(),
  deliveryAmount: z.number(),
  discountWithCoupon: z.number(),
  couponCode: z.string().nullable(),
  products: z.array(orderLineSchema),
  shippingAddress: shippingAddressSchema,
  buyerGstin: z.string().nullable(),
  buyerBusinessName: z.string().nullable(),
  cancelMessage: z.string().nullable(),
  cancelledAt: instant.nullable(),
  paidAt: instant.nullable(),
  couriertOrderId: z.string().nullable(),
  couriertChannelOrderId: z.string().nullable(),
  couriertShipmentId: z.string().nullable(),
  courierName: z.string().nullable(),
  awb: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  canCancel: z.boolean(),
  canPay: z.boolean().describe("An unpaid prepaid order the shopper can still pay for"),
});

/** A step of an order's timeline: a status it reached (or its refund ending), its words and when. */
export const timelineStepSchema = z.object({
  status: z.enum([...ORDER_STATUSES, ...REFUND_ENDINGS]),
  label: z.string(),
  at: instant,
});

/** A gateway refund as the shopper sees it: a failed one is still "pending" to them. */
const shopperRefundSchema = z.object({
  _id: z.string(),
  amount: z.number(),
  status: z.enum(["pending", "processed"]),
  requestedAt: instant,
  processedAt: instant.nullable(),
  reference: z.string().nullable().describe("The gateway's refund reference, which the bank quotes"),
  reachesBankBy: instant.nullable(),
});

/** One order on its details page: the order, the statuses it reached and its refunds. */
export const shopperOrderDetailsSchema = shopperOrderSchema.extend({
  timeline: z.array(timelineStepSchema),
  refunds: z.array(shopperRefundSchema),
});

const taxPartySchema = z.object({
  name: z.string(),
  gstin: z.string().nullable(),
  address: z.string(),
  state: z.string(),
  stateCode: z.string(),
});

const taxMoney = {
  taxableValue: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
};

/** A GST tax invoice or credit note, figures frozen at issue, money in rupees. */
const taxDocumentSchema = z.object({
  _id: z.string(),
  kind: z.enum(["invoice", "credit_note"]),
  number: z.string(),
  issuedAt: instant,
  invoiceNumber: z.string().nullable().describe("A credit note's invoice"),
  refundId: z.string().nullable(),
  seller: taxPartySchema,
  buyer: taxPartySchema,
  placeOfSupply: z.object({ code: z.string(), state: z.string() }),
  supplyType: z.enum(["intra", "inter"]),
  ...taxMoney,
  totalInWords: z.string().openapi({ example: "Rupees Twenty-Nine Thousand Five Hundred and Paise Fifty Only" }),
  lines: z.array(
    z.object({
      description: z.string(),
      sku: z.string().nullable(),
      hsnCode: z.string(),
      quantity: z.number().int(),
      gstRate: z.number(),
      discount: z.number(),
      ...taxMoney,
    }),
  ),
});

export type TaxDocumentView = z.output<typeof taxDocumentSchema>;
export type OrderDocuments = z.output<typeof orderDocumentsSchema>;
export type TaxDocumentParty = z.output<typeof taxPartySchema>;
export type ShopperOrder = z.output<typeof shopperOrderSchema>;
export type ShopperOrderDetails = z.output<typeof shopperOrderDetailsSchema>;

/** An order's tax documents: the invoice (once shipped) and its credit notes. */
export const orderDocumentsSchema = z.object({
  orderId: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  invoice: taxDocumentSchema.nullable(),
  creditNotes: z.array(taxDocumentSchema),
});

/** The shop's own figures for a cart whose prices or totals changed since the shopper saw them. */
const serverFiguresSchema = z.object({
  subtotalAmount: z.number(),
  deliveryAmount: z.number(),
  discountWithCoupon: z.number(),
  totalAmount: z.number(),
  couponCode: z.string().nullable(),
  products: z.array(
    z.object({
      product: z.string(),
      productColor: z.string().nullable(),
      productSize: z.string().nullable(),
      quantity: z.number().int(),
      sellingPrice: z.number(),
    }),
  ),
});

/**
 * POST /customerOrders's 409: a refusal (too few left, already placed), or with code PRICES_CHANGED
 * the shop's own figures as its body.
 */
export const orderConflictEnvelopeSchema = z.object({
  status: z.number().int(),
  code: errorCodeSchema.optional(),
  message: z.string(),
  body: serverFiguresSchema.nullable(),
  errors: z.record(z.string(), z.string()),
});
