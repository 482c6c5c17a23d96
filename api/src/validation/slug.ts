/**
 * The part of a shop address that names a thing: lower-case letters, digits and single hyphens.
 * Shared by the API and the back office's forms; no server-only code.
 */
import { z } from "zod";
import { messages } from "./fields";

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 120;
const slugMessage = (label: string) =>
  `${label} may contain only lower-case letters, digits and single hyphens, like dining-tables`;

/** A slug made from a name: "Beds & Mattresses" becomes "beds-mattresses"; accents are dropped. */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
}

/** Blank means "make it from the name" (the handler does); anything typed must already be a slug. */
export const optionalSlugField = (label = "Slug") =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .string()
      .trim()
      .toLowerCase()
      .max(SLUG_MAX, messages.max(label, SLUG_MAX))
      .regex(SLUG_PATTERN, slugMessage(label))
      .optional(),
  );
