import type { Context } from "hono";
import type { ZodError, ZodTypeAny, z } from "zod";
import { ApiError, type FieldErrors } from "./envelope";

/** The first message per field, keyed by its dotted path ('' for the whole payload). */
export function fieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

export function parseOrThrow<S extends ZodTypeAny>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw new ApiError(400, Object.values(errors)[0] ?? "Invalid request", errors);
}

export async function readJson<S extends ZodTypeAny>(c: Context, schema: S): Promise<z.output<S>> {
  let input: unknown;
  try {
    input = await c.req.json();
  } catch {
    throw new ApiError(400, "The request body must be JSON");
  }
  return parseOrThrow(schema, input);
}

/** Query strings, with repeated keys (sizes=a&sizes=b) kept as arrays. */
export function readQuery<S extends ZodTypeAny>(c: Context, schema: S): z.output<S> {
  const all = c.req.queries();
  const input: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(all)) {
    input[key] = values.length === 1 ? values[0] : values;
  }
  return parseOrThrow(schema, input);
}
