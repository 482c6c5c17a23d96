import { z } from "zod";
import { otpField } from "@api/validation/fields";
import {
  forgotPasswordSchema,
  loginSchema,
  passwordLoginSchema,
  registerSchema,
  resetPasswordFormSchema,
  updateNameSchema,
} from "@api/validation/schemas";

// 'Remember me' decides how long the storefront's cookie lives; the API never sees it.
const remember = z.object({ remember: z.boolean().optional() });

/**
 * The sign-in forms: the API's payload rules (never a second copy of them) plus what only
 * the storefront's forms carry. Part of every form's registry, ~/components/forms/form-schemas.ts.
 */
export const authSchemas = {
  mobileLogin: loginSchema.merge(remember),
  passwordLogin: passwordLoginSchema.merge(remember),
  // Where the code went stays in the session, out of the shopper's reach: the form carries only the code.
  otp: z.object({ otp: otpField() }),
  updateName: updateNameSchema,
  register: z.intersection(registerSchema, remember),
  // /forgotAccount: the address to send a reset code to, then the code with the new password.
  forgot: forgotPasswordSchema,
  resetPassword: z.intersection(resetPasswordFormSchema, remember),
};
