/**
 * The checkout's browser-side validation: the same zod schemas the action uses. Loaded on
 * demand (use-validators.ts) so zod stays out of the page's first load; until it arrives the
 * server validates, as it does without JavaScript.
 */
import { parseWithZod } from "@conform-to/zod";
import { couponSchema, placeOrderSchema } from "./schema";

export const validatePlaceOrder = (formData: FormData) => parseWithZod(formData, { schema: placeOrderSchema });

export const validateCoupon = (formData: FormData) => parseWithZod(formData, { schema: couponSchema });

export { inputFilters } from "@api/validation/fields";
