import { z } from "zod";
import { optionalText } from "@api/validation/fields";
import { MAX_ORDER_LINES, orderLineSchema } from "@api/validation/order-payload";

// Prices the client may send are dropped by the schema: a quote is always the shop's own figures.
export const quoteSchema = z.object({
  products: z
    .array(orderLineSchema.omit({ sellingPrice: true }), { invalid_type_error: "Products must be a list" })
    .max(MAX_ORDER_LINES, `A cart can have at most ${MAX_ORDER_LINES} different items`)
    .default([]),
  couponCode: optionalText("Coupon code", 50),
});
