import { cancelOrderSchema, addressSchema, profileUpdateSchema } from "@api/validation/schemas";
import { returnRequestSchema } from "@api/validation/returns";
import { authSchemas } from "~/components/auth/auth-schemas";
import { couponSchema, placeOrderSchema } from "~/lib/checkout-schema";
import { enquirySchemas } from "~/components/enquiry/form-schemas";
import { orderTrackingSchema } from "@api/validation/order-tracking";

/**
 * Every form the storefront validates, by name: the API's payload rules (never a second copy)
 * as each area's forms read them. The actions parse with these and the loaders draw the
 * fields' HTML constraints from them (app/lib/forms.server.ts); the browser gets them, with
 * zod, only in the lazily loaded form-rules chunk (use-form-rules.ts), so no page carries them
 * in its first load.
 */
export const formSchemas = {
  ...authSchemas,
  ...enquirySchemas,
  address: addressSchema,
  profile: profileUpdateSchema,
  cancelOrder: cancelOrderSchema,
  returnRequest: returnRequestSchema,
  placeOrder: placeOrderSchema,
  coupon: couponSchema,
  orderTracking: orderTrackingSchema,
};

export type FormName = keyof typeof formSchemas;
