/** A testimonial's writes, each in one transaction with its audit row: added last, saved, removed, moved, its photo replaced. */
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, DbOrTx } from "@api/db/client";
import { type StoredImage, testimonials } from "@api/db/schema";
import { type ChangeBy, recordAudit } from "@api/lib/audit";
import { notFound } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { placeholderImage } from "@api/lib/placeholder-image";
import type { MoveDirection } from "@api/validation/admin-categories";
import type { testimonialSchema } from "@api/validation/admin-testimonials";
import { movedPositions } from "@api/resources/admin/reorder";
import { type Testimonial, testimonialOrder } from "./testimonial-views";

type TestimonialInput = z.output<typeof testimonialSchema>;

const audited = (row: Testimonial) => ({ name: row.name, designation: row.designation, comment: row.comment });

async function locked(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for("update");
  if (!row) throw notFound("Testimonial");
  return row;
}

/** A new testimonial goes last, with a placeholder picture until its photo is uploaded (as a new category's). */
export async function addTestimonial(db: Db, by: ChangeBy, input: TestimonialInput) {
  return db.transaction(async (tx) => {
    await tx.select({ id: testimonials.id }).from(testimonials).for("update");
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${testimonials.position}) + 1, 0)`.mapWith(Number) })
      .from(testimonials);
    const [created] = await tx
      .insert(testimonials)
      .values({ id: newId(), ...input, image: placeholderImage(input.name), position: next })
      .returning();
    await recordAudit(tx, {
      ...by,
      action: "testimonial.create",
      entityType: "testimonial",
      entityId: created.id,
      before: null,
      after: audited(created),
    });
    return created;
  });
}

/** The testimonial as it now is, and whether anything changed. */
export async function saveTestimonial(db: Db, by: ChangeBy, id: string, input: TestimonialInput) {
  return db.transaction(async (tx) => {
    const current = await locked(tx, id);
    if (JSON.stringify(audited({ ...current, ...input })) === JSON.stringify(audited(current)))
      return { row: current, changed: false };
    const [saved] = await tx.update(testimonials).set(input).where(eq(testimonials.id, current.id)).returning();
    await recordAudit(tx, {
      ...by,
      action: "testimonial.update",
      entityType: "testimonial",
      entityId: saved.id,
      before: audited(current),
      after: audited(saved),
    });
    return { row: saved, changed: true };
  });
}

/** Its name. */
export async function deleteTestimonial(db: Db, by: ChangeBy, id: string) {
  return db.transaction(async (tx) => {
    const current = await locked(tx, id);
    await tx.delete(testimonials).where(eq(testimonials.id, current.id));
    await recordAudit(tx, {
      ...by,
      action: "testimonial.delete",
      entityType: "testimonial",
      entityId: current.id,
      before: audited(current),
      after: null,
    });
    return current.name;
  });
}

/** One place up or down; false when it has nowhere to go. */
export async function moveTestimonial(db: Db, by: ChangeBy, id: string, direction: MoveDirection) {
  return db.transaction(async (tx) => {
    const siblings = await tx
      .select({ id: testimonials.id, position: testimonials.position })
      .from(testimonials)
      .orderBy(...testimonialOrder)
      .for("update");
    const row = siblings.find((sibling) => sibling.id === id);
    if (!row) throw notFound("Testimonial");
    const after = movedPositions(siblings, id, direction);
    if (!after) return false;
    for (const update of after.updates)
      await tx.update(testimonials).set({ position: update.position }).where(eq(testimonials.id, update.id));
    await recordAudit(tx, {
      ...by,
      action: "testimonial.move",
      entityType: "testimonial",
      entityId: id,
      before: { position: row.position },
      after: { position: after.position },
    });
    return true;
  });
}

/** The stored photo replaces the testimonial's. Its name. */
export async function replaceTestimonialImage(db: Db, by: ChangeBy, id: string, image: StoredImage) {
  return db.transaction(async (tx) => {
    const current = await locked(tx, id);
    await tx.update(testimonials).set({ image }).where(eq(testimonials.id, id));
    await recordAudit(tx, {
      ...by,
      action: "testimonial.image",
      entityType: "testimonial",
      entityId: id,
      before: { image: { url: current.image.url, alt: current.image.alt ?? "" } },
      after: { image: { url: image.url, alt: image.alt ?? "" } },
    });
    return current.name;
  });
}
