import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { faqs } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { notFound, ok } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import type { ValidatedContext } from "@api/lib/validation";
import type { moveSchema } from "@api/validation/admin-categories";
import type { faqSchema } from "@api/validation/admin-faqs";
import { moveAmongSiblings } from "@api/resources/admin/reorder";
import type { faqIdParam } from "./faqs.schemas";

type Param = { param: typeof faqIdParam };
type Faq = typeof faqs.$inferSelect;

/** The shop's order (content.handlers' public read uses the same). */
const faqOrder = [asc(faqs.position), asc(faqs.question)] as const;
const audited = (row: Faq) => ({ question: row.question, answer: row.answer });
const view = (row: Faq) => ({ _id: row.id, question: row.question, answer: row.answer, position: row.position });

async function allFaqs(db: DbOrTx) {
  return (
    await db
      .select()
      .from(faqs)
      .orderBy(...faqOrder)
  ).map(view);
}

async function lockedFaq(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(faqs).where(eq(faqs.id, id)).for("update");
  if (!row) throw notFound("FAQ");
  return row;
}

export async function listFaqs(c: ValidatedContext<object>) {
  return ok(c, await allFaqs(c.get("deps").db));
}

/** A new question goes last. */
export async function createFaq(c: ValidatedContext<{ json: typeof faqSchema }>) {
  const { db, clock } = c.get("deps");
  const input = c.req.valid("json");
  const row = await db.transaction(async (tx) => {
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
      actor: c.get("staff"),
      action: "faq.create",
      entityType: "faq",
      entityId: created.id,
      before: null,
      after: audited(created),
      at: clock.now(),
    });
    return created;
  });
  return ok(c, view(row), "Question added");
}

export async function updateFaq(c: ValidatedContext<Param & { json: typeof faqSchema }>) {
  const { db, clock } = c.get("deps");
  const input = c.req.valid("json");
  const { row, changed } = await db.transaction(async (tx) => {
    const current = await lockedFaq(tx, c.req.valid("param").id);
    if (current.question === input.question && current.answer === input.answer) return { row: current, changed: false };
    const [saved] = await tx.update(faqs).set(input).where(eq(faqs.id, current.id)).returning();
    await recordAudit(tx, {
      actor: c.get("staff"),
      action: "faq.update",
      entityType: "faq",
      entityId: saved.id,
      before: audited(current),
      after: audited(saved),
      at: clock.now(),
    });
    return { row: saved, changed: true };
  });
  return ok(c, view(row), changed ? "Question saved" : "Nothing to change");
}

export async function deleteFaq(c: ValidatedContext<Param>) {
  const { db, clock } = c.get("deps");
  await db.transaction(async (tx) => {
    const current = await lockedFaq(tx, c.req.valid("param").id);
    await tx.delete(faqs).where(eq(faqs.id, current.id));
    await recordAudit(tx, {
      actor: c.get("staff"),
      action: "faq.delete",
      entityType: "faq",
      entityId: current.id,
      before: audited(current),
      after: null,
      at: clock.now(),
    });
  });
  return ok(c, await allFaqs(db), "Question removed");
}

/** Up or down one place; the whole list is locked so two moves cannot interleave their renumbering. */
export async function moveFaq(c: ValidatedContext<Param & { json: typeof moveSchema }>) {
  const { db, clock } = c.get("deps");
  const id = c.req.valid("param").id;
  const { direction } = c.req.valid("json");
  const moved = await db.transaction(async (tx) => {
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
      audit: { actor: c.get("staff"), at: clock.now(), entityType: "faq" },
    });
  });
  return ok(
    c,
    await allFaqs(db),
    moved ? `Question moved ${direction}` : `The question is already ${direction === "up" ? "first" : "last"}`,
  );
}
