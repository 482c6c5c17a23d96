import { z } from "@hono/zod-openapi";
import { imageSchema } from "./image";
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from "@api/validation/order-states";
import { RETURN_REASONS, RETURN_STATUSES } from "@api/validation/return-choices";

const instant = z.string().datetime();

/** One order line being sent back, named as it was sold. */
const returnLineSchema = z.object({
  orderItemId: z.string(),
  name: z.string(),
  sku: z.string(),
  colorName: z.string().nullable(),
  sizeName: z.string().nullable(),
  quantity: z.number().int().positive(),
  resaleable: z.boolean().nullable().describe("Set when the goods are received: whether the line can be sold again"),
});

/** A return as both the shopper and staff read it (returns/return-view.ts). */
export const returnViewSchema = z
  .object({
    _id: z.string(),
    status: z.enum(RETURN_STATUSES),
    reason: z.enum(RETURN_REASONS),
    details: z.string(),
    refundTo: z.string().nullable().describe("A cash-on-delivery order's UPI id or bank account for the refund"),
    refundAmount: z.number().describe("Rupees: what the lines are worth back, after their share of any coupon"),
    refundPaidAt: instant.nullable(),
    refundReference: z.string().nullable(),
    note: z.string().describe("Staff's note, shown once a decision is made"),
    requestedAt: instant,
    decidedAt: instant.nullable(),
    receivedAt: instant.nullable(),
    pickup: z
      .object({ awb: z.string(), courierName: z.string().nullable(), trackingUrl: z.string().nullable() })
      .nullable()
      .describe("The reverse pickup booked on approval"),
    photos: z.array(imageSchema),
    lines: z.array(returnLineSchema),
  })
  .openapi("Return");

/** A shopper's order as its returns page needs it: each line's units still returnable, and the returns so far. */
export const returnOptionsSchema = z.object({
  orderId: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  canRequest: z.boolean(),
  refusal: z.string().nullable().describe("Why no return can be asked now (the window closed, not delivered)"),
  windowEndsAt: instant.nullable(),
  lines: z.array(
    z.object({
      orderItemId: z.string(),
      name: z.string(),
      sku: z.string(),
      colorName: z.string().nullable(),
      sizeName: z.string().nullable(),
      defaultImage: imageSchema,
      quantity: z.number().int(),
      returnable: z.number().int().min(0),
      sellingPrice: z.number().describe("Rupees"),
    }),
  ),
  returns: z.array(returnViewSchema),
});

/** A return in the back office: its order's state, and where the goods go back to. */
export const adminReturnSchema = returnViewSchema
  .extend({
    pickupControlUrl: z
      .string()
      .nullable()
      .describe("The sandbox courier's control page, where staff play the courier"),
    returnsTo: z.string().nullable().describe("While requested: the shop's returns address, or null if not set yet"),
    orderId: z.string(),
    orderStatus: z.enum(ORDER_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    paymentStatus: z.enum(PAYMENT_STATUSES),
  })
  .openapi("AdminReturn");

/** One row of the back office's returns list. */
export const adminReturnRowSchema = z
  .object({
    _id: z.string(),
    status: z.enum(RETURN_STATUSES),
    reason: z.enum(RETURN_REASONS),
    refundAmount: z.number().describe("Rupees"),
    requestedAt: instant,
    orderId: z.string(),
    paymentMethod: z.enum(PAYMENT_METHODS),
    customer: z.string().nullable().describe("The shopper's name, or their mobile where they gave none"),
  })
  .openapi("AdminReturnRow");

/** A photo a shopper attached for a return request, by the key the request names it with. */
export const returnPhotoSchema = z.object({ key: z.string(), image: imageSchema });

export type ReturnView = z.output<typeof returnViewSchema>;
export type ReturnPhoto = z.output<typeof returnPhotoSchema>;
export type ReturnOptions = z.output<typeof returnOptionsSchema>;
export type AdminReturn = z.output<typeof adminReturnSchema>;
export type AdminReturnRow = z.output<typeof adminReturnRowSchema>;
