/**
 * The shopper's order tracking form (issue 15): an order number and the mobile or email the order
 * was placed with. Shared by the API and the storefront's form; no server-only code.
 */
import { z } from "zod";
import { MOBILE_DIGITS, requiredText } from "./fields";

const ORDER_NUMBER_MAX = 30;
const CONTACT_MAX = 254;

export const CONTACT_INVALID = `Enter the ${MOBILE_DIGITS}-digit mobile number or the email address used for the order`;

/** One answer for a wrong order number and a wrong contact alike, so nobody learns which orders exist. */
export const TRACKING_NOT_FOUND = "We could not find an order with those details";

const EMAIL = z.string().email();

/**
 * The contact as it is compared: an email lower-cased, a mobile as its ten digits (people type
 * spaces, dashes, a +91 or a leading 0); null when it is neither.
 */
export function normaliseContact(typed: string): { kind: "email" | "mobile"; value: string } | null {
  const text = typed.trim();
  if (text.includes("@")) {
    const email = text.toLowerCase();
    return EMAIL.safeParse(email).success ? { kind: "email", value: email } : null;
  }
  const digits = text.replace(/[\s().-]/g, "").replace(/^(\+?91|0)(?=\d{10}$)/, "");
  return new RegExp(`^\\d{${MOBILE_DIGITS}}$`).test(digits) ? { kind: "mobile", value: digits } : null;
}

export const orderTrackingSchema = z.object({
  orderId: requiredText("Order ID", ORDER_NUMBER_MAX).transform((value) => value.toUpperCase()),
  contact: requiredText("Mobile or email", CONTACT_MAX).superRefine((value, ctx) => {
    if (!normaliseContact(value)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: CONTACT_INVALID });
  }),
});
