/** The FAQs as staff see them, in the shop's order. */
import { asc } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { faqs } from "@api/db/schema";

export type Faq = typeof faqs.$inferSelect;

/** The shop's order, which shoppers see too (resources/content). */
export const faqOrder = [asc(faqs.position), asc(faqs.question)] as const;

export const faqView = (row: Faq) => ({
  _id: row.id,
  question: row.question,
  answer: row.answer,
  position: row.position,
});

export async function allFaqs(db: DbOrTx) {
  return (
    await db
      .select()
      .from(faqs)
      .orderBy(...faqOrder)
  ).map(faqView);
}
