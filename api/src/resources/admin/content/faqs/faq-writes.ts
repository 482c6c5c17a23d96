/** A question's writes, each in one transaction with its audit row: added last, saved, removed, moved. */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db, DbOrTx } from "@api/db/client";
import { faqs } from "@api/db/schema";
import { type ChangeBy, recordAudit } from "@api/lib/audit";
import { notFound } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import type { MoveDirection } from "@api/validation/admin-categories";
import type { faqSchema } from "@api/validation/admin-faqs";
import { type OrderedList, lastPlaceIn, moveInList } from "@api/resources/admin/reorder";
import { type Faq, faqOrder } from "./faq-views";

type FaqInput = z.output<typeof faqSchema>;

const faqList: OrderedList = { table: faqs, order: faqOrder, label: "FAQ", entity: "faq" };

const audited = (row: Faq) => ({ question: row.question, answer: row.answer });

async function lockedFaq(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(faqs).where(eq(faqs.id, id)).for("update");
  if (!row) throw notFound("FAQ");
  return row;
}

/** A new question goes last. */
export async function addFaq(db: Db, by: ChangeBy, input: FaqInput) {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(faqs)
      .values({ id: newId(), ...input, position: await lastPlaceIn(tx, faqList) })
      .returning();
    await recordAudit(tx, {
      ...by,
      action: "faq.create",
      entityType: "faq",
      entityId: created.id,
      before: null,
      after: audited(created),
    });
    return created;
  });
}

/** The question as it now is, and whether anything changed. */
export async function saveFaq(db: Db, by: ChangeBy, id: string, input: FaqInput) {
  return db.transaction(async (tx) => {
    const current = await lockedFaq(tx, id);
    if (current.question === input.question && current.answer === input.answer) return { row: current, changed: false };
    const [saved] = await tx.update(faqs).set(input).where(eq(faqs.id, current.id)).returning();
    await recordAudit(tx, {
      ...by,
      action: "faq.update",
      entityType: "faq",
      entityId: saved.id,
      before: audited(current),
      after: audited(saved),
    });
    return { row: saved, changed: true };
  });
}

export async function deleteFaq(db: Db, by: ChangeBy, id: string) {
  await db.transaction(async (tx) => {
    const current = await lockedFaq(tx, id);
    await tx.delete(faqs).where(eq(faqs.id, current.id));
    await recordAudit(tx, {
      ...by,
      action: "faq.delete",
      entityType: "faq",
      entityId: current.id,
      before: audited(current),
      after: null,
    });
  });
}

export const moveFaq = (db: Db, by: ChangeBy, id: string, direction: MoveDirection) =>
  moveInList(db, by, faqList, id, direction);
