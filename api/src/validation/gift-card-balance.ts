/**
 * The gift card balance form (issue 28): the code as printed (any case, with or without its
 * dashes and spaces) and the 6-digit PIN. Shared by the API and the storefront's form.
 */
import { z } from "zod";
import { blankToUndefined, messages } from "./fields";

/** The code as typed, in any case, with or without its spaces and dashes, as it is hashed. */
export const normalisedGiftCardCode = (typed: string) => typed.replace(/[\s-]/g, "").toUpperCase();

const CODE_RULE = "Gift card code must be 16 letters and digits, like K7M2-QX9P-4DHT-8RWA";

export const giftCardBalanceRequestSchema = z.object({
  code: z.preprocess(
    blankToUndefined,
    z
      .string({
        required_error: messages.required("Gift card code"),
        invalid_type_error: messages.required("Gift card code"),
      })
      .transform(normalisedGiftCardCode)
      .refine((code) => /^[A-Z0-9]{16}$/.test(code), CODE_RULE),
  ),
  pin: z.preprocess(
    blankToUndefined,
    z
      .string({ required_error: messages.required("PIN"), invalid_type_error: messages.required("PIN") })
      .trim()
      .regex(/^\d{6}$/, messages.digits("PIN", 6)),
  ),
});
