import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { ZodError, ZodTypeAny, z } from "zod";
import type { AppEnv } from "../context";
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

export const NOT_JSON = "The request body must be JSON";

/** The API's 400 for input that breaks its rules: errors keyed by field, the first as the message. */
export function invalidRequest(error: ZodError): ApiError {
  const errors = fieldErrors(error);
  return new ApiError(400, Object.values(errors)[0] ?? "Invalid request", errors);
}

export function parseOrThrow<S extends ZodTypeAny>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw invalidRequest(result.error);
}

/**
 * The hook of every route's `zValidator(target, schema, refuseInvalid)`: a refusal becomes the
 * API's envelope through its error handler, exactly as a handler's own check would.
 */
export function refuseInvalid(result: { success: true } | { success: false; error: ZodError }) {
  if (!result.success) throw invalidRequest(result.error);
}

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Goes before `zValidator("json", ...)`, which reads a body that is not labelled JSON as {}
 * and words a broken one its own way: either is refused here with the API's one message.
 */
export const jsonBody = createMiddleware<AppEnv>(async (c, next) => {
  const mediaType = (c.req.header("content-type") ?? "").split(";")[0].trim();
  if (!JSON_MEDIA_TYPE.test(mediaType)) throw new ApiError(400, NOT_JSON);
  try {
    // Hono keeps the parsed body, so the validator reads it again without a second parse of the stream.
    await c.req.json();
  } catch {
    throw new ApiError(400, NOT_JSON);
  }
  await next();
});

type Targets = Partial<Record<"json" | "query" | "param", ZodTypeAny>>;

/**
 * A handler's context once its route has validated each target with its schema: the handler
 * reads `c.req.valid(target)`, typed by the schema's output.
 */
export type ValidatedContext<T extends Targets> = Context<
  AppEnv,
  // Handlers live apart from their routes' paths.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  any,
  { out: { [K in keyof T]: T[K] extends ZodTypeAny ? z.output<T[K]> : never } }
>;
