import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { testimonials } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { notFound, ok } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { placeholderImage } from "@api/lib/placeholder-image";
import type { ValidatedContext } from "@api/lib/validation";
import type { moveSchema } from "@api/validation/admin-categories";
import type { testimonialSchema } from "@api/validation/admin-testimonials";
import { storeUploadedImage } from "@api/resources/admin/media/store-upload";
import { movedPositions } from "@api/resources/admin/reorder";
import type { testimonialIdParam } from "./testimonials.schemas";

type Param = { param: typeof testimonialIdParam };
type Testimonial = typeof testimonials.$inferSelect;

const order = [asc(testimonials.position), asc(testimonials.name)] as const;
const audited = (row: Testimonial) => ({ name: row.name, designation: row.designation, comment: row.comment });
const view = (row: Testimonial) => ({
  _id: row.id,
  name: row.name,
  designation: row.designation,
  comment: row.comment,
  image: row.image,
  position: row.position,
});

async function all(db: DbOrTx) {
  return (
    await db
      .select()
      .from(testimonials)
      .orderBy(...order)
  ).map(view);
}

async function locked(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for("update");
  if (!row) throw notFound("Testimonial");
  return row;
}

export async function listTestimonials(c: ValidatedContext<object>) {
  return ok(c, await all(c.get("deps").db));
}

/** A new testimonial goes last, with a placeholder picture until its photo is uploaded (as a new category's). */
export async function createTestimonial(c: ValidatedContext<{ json: typeof testimonialSchema }>) {
  const { db, clock } = c.get("deps");
  const input = c.req.valid("json");
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: testimonials.id }).from(testimonials).for("update");
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${testimonials.position}) + 1, 0)`.mapWith(Number) })
      .from(testimonials);
    const [created] = await tx
      .insert(testimonials)
      .values({ id: newId(), ...input, image: placeholderImage(input.name), position: next })
      .returning();
    await recordAudit(tx, {
      actor: c.get("staff"),
      action: "testimonial.create",
      entityType: "testimonial",
      entityId: created.id,
      before: null,
      after: audited(created),
      at: clock.now(),
    });
    return created;
  });
  return ok(c, view(row), `Testimonial from ${row.name} added`);
}

export async function updateTestimonial(c: ValidatedContext<Param & { json: typeof testimonialSchema }>) {
  const { db, clock } = c.get("deps");
  const input = c.req.valid("json");
  const { row, changed } = await db.transaction(async (tx) => {
    const current = await locked(tx, c.req.valid("param").id);
    if (JSON.stringify(audited({ ...current, ...input })) === JSON.stringify(audited(current)))
      return { row: current, changed: false };
    const [saved] = await tx.update(testimonials).set(input).where(eq(testimonials.id, current.id)).returning();
    await recordAudit(tx, {
      actor: c.get("staff"),
      action: "testimonial.update",
      entityType: "testimonial",
      entityId: saved.id,
      before: audited(current),
      after: audited(saved),
      at: clock.now(),
    });
    return { row: saved, changed: true };
  });
  return ok(c, view(row), changed ? `Testimonial from ${row.name} saved` : "Nothing to change");
}

export async function deleteTestimonial(c: ValidatedContext<Param>) {
  const { db, clock } = c.get("deps");
  const name = await db.transaction(async (tx) => {
    const current = await locked(tx, c.req.valid("param").id);
    await tx.delete(testimonials).where(eq(testimonials.id, current.id));
    await recordAudit(tx, {
      actor: c.get("staff"),
      action: "testimonial.delete",
      entityType: "testimonial",
      entityId: current.id,
      before: audited(current),
      after: null,
      at: clock.now(),
    });
    return current.name;
  });
  return ok(c, await all(db), `Testimonial from ${name} removed`);
}

export async function moveTestimonial(c: ValidatedContext<Param & { json: typeof moveSchema }>) {
  const { db, clock } = c.get("deps");
  const id = c.req.valid("param").id;
  const { direction } = c.req.valid("json");
  const moved = await db.transaction(async (tx) => {
    const siblings = await tx
      .select({ id: testimonials.id, position: testimonials.position })
      .from(testimonials)
      .orderBy(...order)
      .for("update");
    const row = siblings.find((sibling) => sibling.id === id);
    if (!row) throw notFound("Testimonial");
    const after = movedPositions(siblings, id, direction);
    if (!after) return false;
    for (const update of after.updates)
      await tx.update(testimonials).set({ position: update.position }).where(eq(testimonials.id, update.id));
    await recordAudit(tx, {
      actor: c.get("staff"),
      action: "testimonial.move",
      entityType: "testimonial",
      entityId: id,
      before: { position: row.position },
      after: { position: after.position },
      at: clock.now(),
    });
    return true;
  });
  return ok(
    c,
    await all(db),
    moved ? `Testimonial moved ${direction}` : `The testimonial is already ${direction === "up" ? "first" : "last"}`,
  );
}

/** POST (multipart: image, alt): the uploaded photo replaces the testimonial's. */
export async function replaceTestimonialImage(c: ValidatedContext<Param>) {
  const deps = c.get("deps");
  const actor = c.get("staff");
  const { id } = c.req.valid("param");
  const [exists] = await deps.db.select({ id: testimonials.id }).from(testimonials).where(eq(testimonials.id, id));
  if (!exists) throw notFound("Testimonial");
  const image = await storeUploadedImage(deps, actor, await c.req.parseBody());
  const name = await deps.db.transaction(async (tx) => {
    const current = await locked(tx, id);
    await tx.update(testimonials).set({ image }).where(eq(testimonials.id, id));
    await recordAudit(tx, {
      actor,
      action: "testimonial.image",
      entityType: "testimonial",
      entityId: id,
      before: { image: { url: current.image.url, alt: current.image.alt ?? "" } },
      after: { image: { url: image.url, alt: image.alt ?? "" } },
      at: deps.clock.now(),
    });
    return current.name;
  });
  return ok(c, { image }, `New photo for ${name}`);
}
