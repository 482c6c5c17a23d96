import { z } from "zod";
import { imageSchema } from "./image";
import { testimonialSchema } from "./site-content";

/** A testimonial as the back office lists it: with its place in the shop's order. */
export const adminTestimonialSchema = testimonialSchema.extend({ position: z.number().int().min(0) });

/** The photo a testimonial has after an upload replaced it. */
export const testimonialPhotoSchema = z.object({ image: imageSchema });
