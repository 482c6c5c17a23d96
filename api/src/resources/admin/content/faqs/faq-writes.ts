/** A question's writes, each in one transaction with its audit row: added last, saved, removed, moved. */
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, DbOrTx } from "@api/db/client";
import { faqs } from "@api/db/schema";
import { type ChangeBy, recordAudit } from "@api/lib/audit";
import { notFound } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import type { MoveDirection } from "@api/validation/admin-categories";
import type { faqSchema } from "@api/validation/admin-faqs";
import { moveAmongSiblings } from "@api/resources/admin/reorder";
import { type Faq, faqOrder } from "./faq-views";

type FaqInput = z.output<typeof faqSchema>;

const audited = (row: Faq) => ({ question: row.question, answer: row.answer });

async function lockedFaq(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(faqs).where(eq(faqs.id, id)).for("update");
  if (!row) throw notFound("FAQ");
  return row;
}

/** A new question goes last. */
export async function addFaq(db: Db, by: ChangeBy, input: FaqInput) {
  return db.transaction(async (tx) => {
    // Locks the table's rows so two additions at once do not share a position.
    await tx.select({ id: faqs.id }).from(faqs).for("update");
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${faqs.position}) + 1, 0)`.mapWith(Number) })
      .from(faqs);
    const [created] = await tx
      .insert(faqs)
      .values({ id: newId(), ...input, position: next })
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

/** Up or down one place; the whole list is locked so two moves cannot interleave their renumbering. */
export async function moveFaq(db: Db, by: ChangeBy, id: string, direction: MoveDirection) {
  return db.transaction(async (tx) => {
    const siblings = await tx
      .select({ id: faqs.id, position: faqs.position })
      .from(faqs)
      .orderBy(...faqOrder)
      .for("update");
    const row = siblings.find((sibling) => sibling.id === id);
    if (!row) throw notFound("FAQ");
    return moveAmongSiblings(tx, {
      siblings,
      row,
      direction,
      place: (placed, position) => tx.update(faqs).set({ position }).where(eq(faqs.id, placed)),
      audit: { ...by, entityType: "faq" },
    });
  });
}
