import { z } from "zod";
import { storedImageSchema } from "@api/resources/content/content.schemas";

/** A picture as the API sends it: an upload also names its AVIF and WebP renditions, for srcset. */
export const imageSchema = storedImageSchema.extend({
  renditions: z.object({ key: z.string(), widths: z.array(z.number().int().positive()) }).optional(),
});

export type Image = z.output<typeof imageSchema>;

/**
 * An upload's multipart form, for `createRoute`'s `request`: described here, not validated (a plain
 * JSON Schema), since the upload's own checks (storeUploadedImage) word its refusals on `image` and `alt`.
 */
export const imageUploadRequest = {
  body: {
    required: true,
    content: {
      "multipart/form-data": {
        schema: {
          type: "object" as const,
          properties: {
            image: { type: "string" as const, format: "binary" },
            alt: { type: "string" as const, description: "The picture described for people who cannot see it" },
          },
          required: ["image"],
        },
      },
    },
  },
};
