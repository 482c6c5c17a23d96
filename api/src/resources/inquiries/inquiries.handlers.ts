/** The shopper's enquiry forms' handler: which form was sent, its rules, the thanks. */
import { ApiError, ok } from "@api/lib/envelope";
import { type ValidatedContext, parseOrThrow } from "@api/lib/validation";
import { storeEnquiry } from "./enquiry-store";
import type { inquiryBody } from "./inquiries.schemas";
import { contactSchema, dealerSchema, enquirySchema, projectEnquirySchema } from "@api/validation/schemas";

/**
 * POST /inquires carries four forms, told apart as the old product did: the dealer and
 * project forms name their inquiryType, the contact form has a subject, the short enquiry has neither.
 */
function formOf(payload: Record<string, unknown>) {
  if (payload.inquiryType === "BECOME_MEMBER") return { type: "BECOME_MEMBER" as const, schema: dealerSchema };
  if (payload.inquiryType === "PROJECT") return { type: "PROJECT" as const, schema: projectEnquirySchema };
  if (payload.inquiryType !== undefined && payload.inquiryType !== "") {
    throw new ApiError(400, "Unknown enquiry type", { inquiryType: "Unknown enquiry type" });
  }
  if ("subject" in payload) return { type: "CONTACT" as const, schema: contactSchema };
  return { type: "ENQUIRY" as const, schema: enquirySchema };
}

const THANKS: Record<ReturnType<typeof formOf>["type"], string> = {
  CONTACT: "Thank you for your message. Our team will get back to you within one working day.",
  ENQUIRY: "Thank you for your enquiry. Our team will call you shortly.",
  BECOME_MEMBER:
    "Thank you for your interest in becoming a Woodnest dealer. Our partnerships team will call you back soon.",
  PROJECT: "Thank you for your project enquiry. Our projects team will contact you within two working days.",
};

export async function createInquiry(c: ValidatedContext<{ json: typeof inquiryBody }>) {
  const payload = c.req.valid("json");
  const { type, schema } = formOf(payload);
  const data = parseOrThrow(schema, payload) as Record<string, string | undefined>;
  const { db, clock, env, logger } = c.get("deps");
  // Set by optionalCustomer when the shopper is signed in: the enquiry is then listed in their account.
  const customer = c.get("customer") as { id: string } | undefined;
  const { row, notified } = await storeEnquiry(db, {
    type,
    data,
    customerId: customer?.id ?? null,
    now: clock.now(),
    storefrontUrl: env.STOREFRONT_URL,
  });
  // The enquiry is safe in the inbox either way; the shop should set where notices go.
  if (!notified)
    logger.error("inquiries.no_shop_email", {
      inquiryId: row.id,
      hint: "set the enquiry email on the Contact Us page",
    });
  return ok(c, { _id: row.id, inquiryType: row.inquiryType }, THANKS[type]);
}
