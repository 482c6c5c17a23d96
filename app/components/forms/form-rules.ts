/**
 * The forms' rules in the browser, in a chunk of their own with zod (about 20 KB of gzipped
 * JavaScript): use-form-rules.ts fetches it when the shopper first reaches a form.
 */
import { parseWithZod } from "@conform-to/zod";
import type { ZodTypeAny } from "zod";
import { type FormName, formSchemas } from "./form-schemas";

/** Conform's parse of the form with the same schema the action uses. */
export const validate = (name: FormName, formData: FormData) =>
  parseWithZod(formData, { schema: formSchemas[name] as ZodTypeAny });

export { keepDigits, keepLetters } from "./input-filters";
