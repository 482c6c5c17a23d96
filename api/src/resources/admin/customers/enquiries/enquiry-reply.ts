/**
 * The email that answers an enquiry: staff's words, then the product it was asked about with a
 * link to its page, then the shopper's question quoted, so the reply reads on its own in any
 * mail client. Plain text as every email of the shop (services/messaging/smtp.ts): quoted lines
 * begin "> ", which mail clients show as a quotation, and a bare address is a link in all of them.
 */
import type { DbOrTx } from "@api/db/client";
import type { inquiries } from "@api/db/schema";
import { enquiryName } from "@api/validation/enquiry-choices";
import { enquiryQuestion, productOfEnquiry } from "@api/resources/inquiries/enquiry-product";

type Enquiry = typeof inquiries.$inferSelect;

/** What the reply form offers as its subject: the contact form's own subject, else the enquiry's name. */
export const replySubject = (enquiry: Pick<Enquiry, "subject" | "inquiryType">) =>
  `Re: ${enquiry.subject || `your ${enquiryName(enquiry.inquiryType).toLowerCase()}`}`;

const quoted = (text: string) =>
  text
    .split("\n")
    .map((line) => (line.trim() ? `> ${line.trimEnd()}` : ">"))
    .join("\n");

export async function enquiryReplyBody(tx: DbOrTx, enquiry: Enquiry, message: string, storefrontUrl: string) {
  const product = await productOfEnquiry(tx, enquiry.message, storefrontUrl);
  const question = enquiryQuestion(enquiry.message);
  const parts = [message.trim()];
  if (product) parts.push(`The product you asked about: ${product.name} (SKU ${product.sku})\n${product.url}`);
  if (question) parts.push(`You wrote:\n${quoted(question)}`);
  return parts.join("\n\n");
}
