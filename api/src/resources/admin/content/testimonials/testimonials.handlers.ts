/** The testimonial routes' handlers: read the validated input, call the writes, answer with words. */
import { ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { moveSchema } from "@api/validation/admin-categories";
import type { testimonialSchema } from "@api/validation/admin-testimonials";
import { storeUploadedImage } from "@api/resources/admin/media/store-upload";
import { allTestimonials, refuseMissingTestimonial, testimonialView } from "./testimonial-views";
import * as testimonial from "./testimonial-writes";
import type { testimonialIdParam } from "./testimonials.schemas";
import { changeByStaff } from "@api/resources/admin/change-by-staff";
import { kindMoveMessage } from "@api/resources/admin/reorder";

type Param = { param: typeof testimonialIdParam };

export async function listTestimonials(c: ValidatedContext<object>) {
  return ok(c, await allTestimonials(c.get("deps").db));
}

export async function createTestimonial(c: ValidatedContext<{ json: typeof testimonialSchema }>) {
  const row = await testimonial.addTestimonial(c.get("deps").db, changeByStaff(c), c.req.valid("json"));
  return ok(c, testimonialView(row), `Testimonial from ${row.name} added`);
}

export async function updateTestimonial(c: ValidatedContext<Param & { json: typeof testimonialSchema }>) {
  const { row, changed } = await testimonial.saveTestimonial(
    c.get("deps").db,
    changeByStaff(c),
    c.req.valid("param").id,
    c.req.valid("json"),
  );
  return ok(c, testimonialView(row), changed ? `Testimonial from ${row.name} saved` : "Nothing to change");
}

export async function deleteTestimonial(c: ValidatedContext<Param>) {
  const { db } = c.get("deps");
  const name = await testimonial.deleteTestimonial(db, changeByStaff(c), c.req.valid("param").id);
  return ok(c, await allTestimonials(db), `Testimonial from ${name} removed`);
}

export async function moveTestimonial(c: ValidatedContext<Param & { json: typeof moveSchema }>) {
  const { db } = c.get("deps");
  const { direction } = c.req.valid("json");
  const moved = await testimonial.moveTestimonial(db, changeByStaff(c), c.req.valid("param").id, direction);
  return ok(c, await allTestimonials(db), kindMoveMessage("Testimonial", direction, moved));
}

/** POST (multipart: image, alt): the uploaded photo replaces the testimonial's. */
export async function replaceTestimonialImage(c: ValidatedContext<Param>) {
  const deps = c.get("deps");
  const { id } = c.req.valid("param");
  await refuseMissingTestimonial(deps.db, id);
  const image = await storeUploadedImage(deps, c.get("staff"), await c.req.parseBody());
  // The audit row is timed once the photo is stored, as the change is made then.
  const name = await testimonial.replaceTestimonialImage(deps.db, changeByStaff(c), id, image);
  return ok(c, { image }, `New photo for ${name}`);
}
