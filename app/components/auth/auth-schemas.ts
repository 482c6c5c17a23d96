import { z } from "zod";
import { emailField, otpField } from "@api/validation/fields";
import { loginSchema, passwordLoginSchema, registerSchema, updateNameSchema } from "@api/validation/schemas";

/**
 * The sign-in forms: the API's payload rules (never a second copy of them) plus what only
 * the storefront's forms carry. Part of every form's registry, ~/components/forms/form-schemas.ts.
 */
export const authSchemas = {
  mobileLogin: loginSchema,
  // 'Remember me' decides how long the storefront's cookie lives; the API never sees it.
  passwordLogin: passwordLoginSchema.extend({ remember: z.boolean().optional() }),
  // Where the code went stays in the session, out of the shopper's reach: the form carries only the code.
  otp: z.object({ otp: otpField() }),
  updateName: updateNameSchema,
  register: z.intersection(registerSchema, z.object({ remember: z.boolean().optional() })),
  // The email form of POST /customers/resendOTP (the mobile way in is /login itself).
  forgot: z.object({ email: emailField() }),
};
