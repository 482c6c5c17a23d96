/** A testimonial's writes, each in one transaction with its audit row: added last, saved, removed, moved, its photo replaced. */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db, DbOrTx } from "@api/db/client";
import { type StoredImage, testimonials } from "@api/db/schema";
import { type ChangeBy, recordAudit } from "@api/lib/audit";
import { notFound } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { placeholderImage } from "@api/lib/placeholder-image";
import type { MoveDirection } from "@api/validation/admin-categories";
import type { testimonialSchema } from "@api/validation/admin-testimonials";
import { type OrderedList, lastPlaceIn, moveInList } from "@api/resources/admin/reorder";
import { type Testimonial, testimonialOrder } from "./testimonial-views";

type TestimonialInput = z.output<typeof testimonialSchema>;

const testimonialList: OrderedList = {
  table: testimonials,
  order: testimonialOrder,
  label: "Testimonial",
  entity: "testimonial",
};

const audited = (row: Testimonial) => ({ name: row.name, designation: row.designation, comment: row.comment });

async function locked(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for("update");
  if (!row) throw notFound("Testimonial");
  return row;
}

/** A new testimonial goes last, with a placeholder picture until its photo is uploaded (as a new category's). */
export async function addTestimonial(db: Db, by: ChangeBy, input: TestimonialInput) {
  return db.transaction(async (tx) => {
    const position = await lastPlaceIn(tx, testimonialList);
    const [created] = await tx
      .insert(testimonials)
      .values({ id: newId(), ...input, image: placeholderImage(input.name), position })
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
export const moveTestimonial = (db: Db, by: ChangeBy, id: string, direction: MoveDirection) =>
  moveInList(db, by, testimonialList, id, direction);

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
