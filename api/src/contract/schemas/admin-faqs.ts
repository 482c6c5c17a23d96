import { z } from "zod";
import { faqSchema } from "./site-content";

/** A question as the back office lists it: with its place in the shop's order. */
export const adminFaqSchema = faqSchema.extend({ position: z.number().int().min(0) });
