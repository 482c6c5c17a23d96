/**
 * The shop hears of each new enquiry by email: a notice written to the mail outbox in the
 * enquiry's own transaction. It goes to the Contact Us page's enquiry email, or the site
 * settings' support email when that is blank (docs/decisions/enquiries-and-newsletter.md, 11),
 * both edited in the back office.
 */
import { inArray } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { inquiries, siteContent } from "@api/db/schema";
import { enquiryName } from "@api/validation/enquiry-choices";
import { enquiryQuestion, productOfEnquiry } from "./enquiry-product";
import { queueMail } from "../mail-outbox/queue-mail";

type Enquiry = typeof inquiries.$inferSelect;

const textAt = (body: unknown, ...path: string[]) => {
  let value = body;
  for (const key of path)
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === "string" && value.trim() ? value.trim() : null;
};

/** The address new enquiries are sent to; null when the shop has set none. */
async function shopEnquiryEmail(tx: DbOrTx) {
  const rows = await tx
    .select()
    .from(siteContent)
    .where(inArray(siteContent.key, ["contactUs", "settings"]));
  const bodyOf = (key: string) => rows.find((row) => row.key === key)?.body;
  return textAt(bodyOf("contactUs"), "inquiryEmail") ?? textAt(bodyOf("settings"), "contactUs", "supportEmail");
}

async function enquiryNotice(tx: DbOrTx, enquiry: Enquiry, storefrontUrl: string) {
  const name = enquiryName(enquiry.inquiryType).toLowerCase();
  const product = await productOfEnquiry(tx, enquiry.message, storefrontUrl);
  const question = product ? enquiryQuestion(enquiry.message) : enquiry.message;
  const lines = [
    `A new ${name} from ${enquiry.name}.`,
    "",
    `Name: ${enquiry.name}`,
    `Email: ${enquiry.email}`,
    `Mobile: ${enquiry.mobile}`,
    enquiry.organization ? `Organisation: ${enquiry.organization}` : null,
    enquiry.pincode ? `Pincode: ${enquiry.pincode}` : null,
    enquiry.intrests ? `Interests: ${enquiry.intrests}` : null,
    product ? `Product: ${product.name} (SKU ${product.sku}) ${product.url}` : null,
    enquiry.subject ? `Subject: ${enquiry.subject}` : null,
    question ? `\n${question}` : null,
    "",
    `Answer it in the back office: ${new URL(`/admin/enquiries/${enquiry.id}`, storefrontUrl).toString()}`,
  ];
  return { subject: `New ${name}: ${enquiry.name}`, body: lines.filter((line) => line !== null).join("\n") };
}

/** Call in the transaction that stores the enquiry. Returns whether a notice was queued. */
export async function queueEnquiryNotice(tx: DbOrTx, enquiry: Enquiry, storefrontUrl: string, now: Date) {
  const to = await shopEnquiryEmail(tx);
  if (!to) return false;
  await queueMail(tx, { kind: "enquiry_received", to, ...(await enquiryNotice(tx, enquiry, storefrontUrl)) }, now);
  return true;
}
