/**
 * Payload schemas for every form of the shop (spec sections 3 and 5). The API validates
 * requests with them and the storefront's conform forms use the same objects.
 */
import { z } from "zod";
import {
  REVIEW_MAX_RATING,
  emailField,
  lettersField,
  messages,
  mobileField,
  optionalLettersField,
  optionalText,
  otpField,
  passwordField,
  pincodeField,
  requiredText,
} from "./fields";

export const loginSchema = z.object({ mobile: mobileField() });

export const passwordLoginSchema = z.object({
  email: emailField(),
  password: requiredText("Password", 128),
});

/** Verify takes the code and the mobile or the email it was sent to. */
export const verifyAccountSchema = z
  .object({
    otp: otpField(),
    mobile: mobileField().optional(),
    email: emailField().optional(),
  })
  .refine((v) => v.mobile !== undefined || v.email !== undefined, {
    message: messages.required("Mobile"),
    path: ["mobile"],
  });

/**
 * What a resend may ask for: a sign-in code (the default), or to continue the address proof a
 * registration or a password sign-in started ("register"; the API keeps that flow's purpose).
 */
const RESEND_PURPOSES = ["sign-in", "register"] as const;

export const resendOtpSchema = z
  .object({
    mobile: mobileField().optional(),
    email: emailField().optional(),
    purpose: z.enum(RESEND_PURPOSES, { errorMap: () => ({ message: messages.oneOf("Purpose") }) }).optional(),
  })
  .refine((v) => v.mobile !== undefined || v.email !== undefined, {
    message: messages.required("Email"),
    path: ["email"],
  });

export const registerSchema = z
  .object({
    firstName: lettersField("First name", 50),
    lastName: optionalLettersField("Last name", 50),
    mobile: mobileField(),
    email: emailField(),
    password: passwordField(),
    cPassword: z.string().optional(),
  })
  .refine((v) => v.cPassword === undefined || v.cPassword === v.password, {
    message: "Passwords must match",
    path: ["cPassword"],
  });

export const updateNameSchema = z.object({
  firstName: lettersField("First name", 50),
  lastName: optionalLettersField("Last name", 50),
});

/** A new password typed twice: the account-details change and the reset share the rule. */
const passwordsMatch = (v: { password?: string; cPassword?: string }, ctx: z.RefinementCtx) => {
  if (v.password !== undefined && v.cPassword !== v.password) {
    ctx.addIssue({ code: "custom", path: ["cPassword"], message: "Passwords must match" });
  }
};

const confirmPasswordField = () => optionalText("Confirm password", 128);

/** Step one of a forgotten password: where to send the reset code. */
export const forgotPasswordSchema = z.object({ email: emailField() });

const resetPasswordFields = z.object({
  otp: otpField(),
  password: passwordField("New password"),
  cPassword: confirmPasswordField(),
});

/** Step two as the storefront's form has it: the address stays in the session. */
export const resetPasswordFormSchema = resetPasswordFields.superRefine(passwordsMatch);

export const resetPasswordSchema = resetPasswordFields.extend({ email: emailField() }).superRefine(passwordsMatch);

/** Account details; the password block is optional, but a new password needs the old one. */
export const profileUpdateSchema = z
  .object({
    firstName: lettersField("First name", 50),
    lastName: lettersField("Last name", 50),
    email: emailField(),
    oldPassword: optionalText("Old password", 128),
    password: z.preprocess((v) => (v === "" ? undefined : v), passwordField("New password").optional()),
    cPassword: confirmPasswordField(),
  })
  .superRefine(passwordsMatch);

const ADDRESS_TYPES = ["HOME", "OFFICE"] as const;

export const addressSchema = z.object({
  name: lettersField("Customer Name", 100),
  mobile: mobileField("Mobile no"),
  email: emailField("Email Address"),
  address: requiredText("Address", 300),
  landmark: optionalText("Landmark", 200),
  locality: optionalText("Locality", 200),
  addressType: z.preprocess(
    (v) => (v === undefined || v === "" ? "HOME" : v),
    z.enum(ADDRESS_TYPES, { errorMap: () => ({ message: messages.oneOf("Address type") }) }),
  ),
  country: lettersField("Country", 60),
  state: lettersField("State", 60),
  city: lettersField("Town/City", 60),
  pincode: pincodeField("Pincode"),
});

/** The wishlist heart posts the product id. */
export const wishlistSchema = z.object({ product: requiredText("Product", 64) });

export const cancelOrderSchema = z.object({ cancelMessage: requiredText("Reason", 1000) });

export const reviewSchema = z.object({
  product: requiredText("Product", 64),
  ratings: z.coerce
    .number({ invalid_type_error: messages.required("Rating") })
    .int()
    .min(1, `Rating must be between 1 and ${REVIEW_MAX_RATING}`)
    .max(REVIEW_MAX_RATING, `Rating must be between 1 and ${REVIEW_MAX_RATING}`),
  comment: requiredText("Comment", 2000),
});

export const newsletterSchema = z.object({ email: emailField() });

export const contactSchema = z.object({
  name: lettersField("Name", 100),
  mobile: mobileField(),
  email: emailField(),
  subject: requiredText("Subject", 200),
  message: optionalText("Message", 2000),
});

export const enquirySchema = z.object({
  name: lettersField("Name", 100),
  mobile: mobileField(),
  email: emailField(),
  message: optionalText("Message", 2000),
});

export const dealerSchema = enquirySchema.extend({ inquiryType: z.literal("BECOME_MEMBER") });

export const PROJECT_INTERESTS = [
  "Home Furniture",
  "Residential Furniture",
  "School Furniture",
  "Hospital Furniture",
  "Office Furniture",
  "Others Furniture",
] as const;

export const projectEnquirySchema = z.object({
  name: lettersField("Name", 100),
  mobile: mobileField(),
  email: emailField(),
  organization: optionalText("Organization", 200),
  pincode: pincodeField(),
  intrests: optionalText("Interests", 300).refine(
    (v) => v === undefined || v.split(",").every((i) => (PROJECT_INTERESTS as readonly string[]).includes(i.trim())),
    messages.oneOf("Interests"),
  ),
  message: optionalText("Message", 2000),
  inquiryType: z.literal("PROJECT"),
});

export const PAYMENT_METHODS = ["COD", "Prepaid"] as const;
