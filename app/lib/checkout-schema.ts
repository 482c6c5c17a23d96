/**
 * The checkout form as the browser posts it. The API's own rules are reused: addressSchema
 * for a typed address, the payment methods, the messages of order-payload.ts and the business
 * buyer's GSTIN rules.
 */
import { SELECT_PAYMENT_METHOD, SELECT_SHIPPING_ADDRESS } from "@api/validation/order-payload";
import { buyerGstinFields, refineBuyerGstin } from "@api/validation/buyer-gstin";
import { PAYMENT_METHODS, addressSchema } from "@api/validation/schemas";
import { z } from "zod";
import { SHIPPING_ERROR_KEY } from "~/components/checkout/types";

export const ADDRESS_FIELDS = Object.keys(addressSchema.shape) as (keyof typeof addressSchema.shape)[];

export { SHIPPING_ERROR_KEY };

const typed = z.string().optional();

export const placeOrderSchema = z
  .object({
    intent: z.literal("place-order"),
    idempotencyKey: z.string().min(1),
    addressId: z.string().optional(),
    /** Ticked (or the only choice, with no saved address): the typed address is used. */
    shipToDifferent: z.boolean().optional(),
    newAddress: z.boolean().optional(),
    /** 'Send me order updates on WhatsApp'. */
    whatsappOptIn: z.boolean().optional(),
    /** Never posted: the slot where 'Select Shipping Address' is reported. */
    [SHIPPING_ERROR_KEY]: z.undefined().optional(),
    paymentMethod: z.enum(PAYMENT_METHODS, { errorMap: () => ({ message: SELECT_PAYMENT_METHOD }) }),
    // The figures the page showed, so the API can refuse an order whose price moved.
    subtotalAmount: z.number(),
    deliveryAmount: z.number(),
    discountWithCoupon: z.number(),
    totalAmount: z.number(),
    lines: z.array(z.object({ key: z.string(), sellingPrice: z.number() })).default([]),
    // The typed address: checked with addressSchema only when it is the one used.
    name: typed,
    mobile: typed,
    email: typed,
    address: typed,
    landmark: typed,
    locality: typed,
    addressType: typed,
    country: typed,
    state: typed,
    city: typed,
    pincode: typed,
    /** 'Buying for a business?': both or neither. */
    ...buyerGstinFields,
  })
  .superRefine((value, ctx) => {
    refineBuyerGstin(value, ctx);
    if (value.shipToDifferent) {
      const address = addressSchema.safeParse(value);
      if (!address.success) {
        for (const issue of address.error.issues)
          ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
      }
    } else if (!value.addressId) {
      ctx.addIssue({ code: "custom", path: [SHIPPING_ERROR_KEY], message: SELECT_SHIPPING_ADDRESS });
    }
  });

export const couponSchema = z.object({
  coupon: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.string({ required_error: "Coupon code is a required field" }).min(1, "Coupon code is a required field").max(50),
  ),
});
