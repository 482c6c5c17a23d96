import { z } from "zod";
import { DISCOUNT_TYPES } from "@api/validation/coupon-states";
import { imageSchema } from "./image";

/** One line of a quote, in the order the lines were sent. */
const cartQuoteLineSchema = z.object({
  product: z.string().describe("The ids as sent, so the caller can match each line to its own"),
  productColor: z.string().nullable(),
  productSize: z.string().nullable(),
  quantity: z.number().int(),
  name: z.string().nullable().describe("null when no product has this id any more"),
  slug: z.string().nullable().describe("null when the product's page is gone"),
  sku: z.string().nullable(),
  colorName: z.string().nullable(),
  sizeName: z.string().nullable(),
  defaultImage: imageSchema.nullable(),
  sellingPrice: z.number().nullable().describe("Rupees; null when the product is unknown"),
  mrp: z.number().nullable(),
  lineTotal: z.number().describe("sellingPrice x quantity; 0 for a line with a problem"),
  stock: z.number().int(),
  maximumOrderQuantity: z.number().int(),
  problem: z.string().nullable().describe("Why the line cannot be ordered as it stands; null when it can"),
});

/** The shop's own figures for a cart, in rupees, with the coupon applied when it is good. */
export const cartQuoteSchema = z.object({
  lines: z.array(cartQuoteLineSchema),
  subtotalAmount: z.number(),
  deliveryAmount: z.number(),
  discountWithCoupon: z.number(),
  totalAmount: z.number(),
  coupon: z
    .object({ couponCode: z.string(), discount: z.number().int(), discountType: z.enum(DISCOUNT_TYPES) })
    .nullable(),
  couponError: z.string().nullable().describe("Why the coupon sent was not applied"),
});

export type CartQuote = z.output<typeof cartQuoteSchema>;
