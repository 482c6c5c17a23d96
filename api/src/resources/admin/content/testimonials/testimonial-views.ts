/** Testimonials as staff see them, in the shop's order. */
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { testimonials } from "@api/db/schema";
import { notFound } from "@api/lib/envelope";

export type Testimonial = typeof testimonials.$inferSelect;

/** The shop's order, which shoppers see too (resources/content). */
export const testimonialOrder = [asc(testimonials.position), asc(testimonials.name)] as const;

export const testimonialView = (row: Testimonial) => ({
  _id: row.id,
  name: row.name,
  designation: row.designation,
  comment: row.comment,
  image: row.image,
  position: row.position,
});

export async function allTestimonials(db: DbOrTx) {
  return (
    await db
      .select()
      .from(testimonials)
      .orderBy(...testimonialOrder)
  ).map(testimonialView);
}

/** Refuses an unknown testimonial before its photo is stored. */
export async function refuseMissingTestimonial(db: DbOrTx, id: string) {
  const [exists] = await db.select({ id: testimonials.id }).from(testimonials).where(eq(testimonials.id, id));
  if (!exists) throw notFound("Testimonial");
}
