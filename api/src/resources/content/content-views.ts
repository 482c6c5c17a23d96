/** What the shop's pages read: the stored site documents, the testimonials and the FAQs, in the shop's order. */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { faqs, siteContent, testimonials } from "@api/db/schema";
import { faqOrder } from "@api/resources/admin/content/faqs/faq-views";
import { testimonialOrder } from "@api/resources/admin/content/testimonials/testimonial-views";
import type { SiteContentKey } from "./content.schemas";

/** The stored document under `key`, unchecked, or undefined when none is stored. */
export async function storedDocument(db: DbOrTx, key: SiteContentKey) {
  const [row] = await db.select({ body: siteContent.body }).from(siteContent).where(eq(siteContent.key, key));
  return row;
}

export async function shopTestimonials(db: DbOrTx) {
  const rows = await db
    .select()
    .from(testimonials)
    .orderBy(...testimonialOrder);
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    image: r.image,
    designation: r.designation,
    comment: r.comment,
  }));
}

export async function shopFaqs(db: DbOrTx) {
  const rows = await db
    .select()
    .from(faqs)
    .orderBy(...faqOrder);
  return rows.map((r) => ({ _id: r.id, question: r.question, answer: r.answer }));
}
