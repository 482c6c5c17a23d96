import { z } from "zod";
import { storedImageSchema } from "@api/resources/content/content.schemas";

/** A picture as the API sends it: an upload also names its AVIF and WebP renditions, for srcset. */
export const imageSchema = storedImageSchema.extend({
  renditions: z.object({ key: z.string(), widths: z.array(z.number().int().positive()) }).optional(),
});

export type Image = z.output<typeof imageSchema>;
