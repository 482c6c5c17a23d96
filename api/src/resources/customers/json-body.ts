import { zValidator } from "@hono/zod-validator";
import type { Context } from "hono";
import type { ZodTypeAny, z } from "zod";
import type { AppEnv } from "../../context";
import { ApiError } from "../../lib/envelope";
import { fieldErrors } from "../../lib/validation";

/** A route's declared JSON body: a refusal is the API's usual 400 with each message under its field. */
export const jsonBody = <S extends ZodTypeAny>(schema: S) =>
  zValidator("json", schema, (result) => {
    if (result.success) return;
    const errors = fieldErrors(result.error);
    throw new ApiError(400, Object.values(errors)[0] ?? "Invalid request", errors);
  });

/** The context of a handler behind `jsonBody(schema)`: `c.req.valid("json")` is the parsed body. */
export type WithJson<S extends ZodTypeAny> = Context<AppEnv, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }>;
