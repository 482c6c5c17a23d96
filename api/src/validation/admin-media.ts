import { z } from "zod";

export const ALT_REQUIRED =
  "Describe the picture for shoppers who cannot see it, e.g. 'Three-seater sofa in grey, front view'.";
const ALT_TOO_LONG = "Keep the description under 150 characters.";
export const IMAGE_REQUIRED = "Choose a JPEG, PNG or WebP image to upload.";

/** An uploaded picture's text alternative: what a screen reader says in its place. */
export const imageAltField = () =>
  z.string({ required_error: ALT_REQUIRED }).trim().min(1, ALT_REQUIRED).max(150, ALT_TOO_LONG);

/** The words of an upload form; the file itself is checked by its bytes (process-image.ts). */
export const imageUploadFieldsSchema = z.object({ alt: imageAltField() });

export type ImageAction = "up" | "down" | "default" | "delete" | "alt";

/** One change to a product's (or a colour's) pictures, named by the picture's address. */
export const productImageChangeSchema = z.discriminatedUnion("action", [
  z.object({
    action: z.enum(["up", "down", "default", "delete"]),
    url: z.string().min(1).max(500),
    color: z.string().max(40).optional(),
  }),
  z.object({
    action: z.literal("alt"),
    url: z.string().min(1).max(500),
    color: z.string().max(40).optional(),
    alt: imageAltField(),
  }),
]);
