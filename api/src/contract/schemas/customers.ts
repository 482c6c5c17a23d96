import { z } from "@hono/zod-openapi";

const instant = z.string().datetime();

/** Where a one-time code went, and when the resend link may open. */
export const codeSentSchema = z
  .object({
    mobile: z.string().optional().describe("The number the code went to, when sent by SMS"),
    email: z.string().optional().describe("The address the code went to, when sent by email"),
    resendAvailableAt: instant,
  })
  .openapi("CodeSent");

/** A sign-in code sent by SMS to the number given. */
export const smsCodeSentSchema = codeSentSchema
  .pick({ resendAvailableAt: true })
  .extend({ mobile: z.string() })
  .openapi("SmsCodeSent");

/** A code sent by email to the address given: a registration's or a password reset's. */
export const emailCodeSentSchema = codeSentSchema
  .pick({ resendAvailableAt: true })
  .extend({ email: z.string() })
  .openapi("EmailCodeSent");

/** A new session: its token (the storefront keeps it in the session cookie) and who it is. */
export const sessionSchema = z
  .object({
    token: z.string(),
    firstName: z
      .string()
      .optional()
      .describe("Only when the shopper has given one: the storefront asks for it otherwise"),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    expiresAt: instant,
  })
  .openapi("ShopperSession");

export const profileSchema = z
  .object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    emailVerified: z.boolean(),
    mobileVerified: z.boolean(),
    hasPassword: z.boolean(),
  })
  .openapi("Profile");

export type Profile = z.output<typeof profileSchema>;
export type CodeSent = z.output<typeof codeSentSchema>;
export type SmsCodeSent = z.output<typeof smsCodeSentSchema>;
export type EmailCodeSent = z.output<typeof emailCodeSentSchema>;
export type ShopperSession = z.output<typeof sessionSchema>;

export const nameSchema = z.object({ firstName: z.string(), lastName: z.string().nullable() });
export type ProfileName = z.output<typeof nameSchema>;
