/**
 * The envelope every answer comes in, as schemas for the routes' declarations: `envelopeOf(body)`
 * for one thing, `listEnvelopeOf(item)` for a page of things, `refusals(...)` for the failures.
 */
import { z } from "@hono/zod-openapi";
import { ERROR_CODES, type ErrorCode } from "./error-codes";

const codes = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

export const errorCodeSchema = z.enum(codes).openapi("ErrorCode", {
  description: [
    "Every refusal's stable name: compare it, never the message. Each status has its own, and a more precise one where a client acts on the difference.",
    ...codes.map((code) => `- \`${code}\`: ${ERROR_CODES[code]}`),
  ].join("\n"),
});

const fieldErrorsSchema = z.record(z.string(), z.string()).openapi("FieldErrors", {
  description: "The message to show under each field, by its dotted path; '_' is the request as a whole.",
  example: { email: "Enter a valid email address" },
});

const envelopeFields = {
  status: z.number().int().openapi({ description: "The HTTP status, repeated", example: 200 }),
  message: z.string().openapi({ description: "Words for the person using the shop" }),
  errors: fieldErrorsSchema,
};

export const envelopeOf = <T extends z.ZodTypeAny>(body: T) => z.object({ ...envelopeFields, body });

const pagingFields = {
  page: z.number().int().min(1),
  totalPages: z.number().int().min(1),
  totalRecords: z.number().int().min(0),
};

export const listEnvelopeOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ ...envelopeFields, body: z.array(item), ...pagingFields });

const errorEnvelopeSchema = z
  .object({ ...envelopeFields, code: errorCodeSchema, body: z.null() })
  .openapi("ErrorEnvelope", {
    description: "A refusal: the message for the person, and the field errors next to their fields",
  });

/** A route's required JSON body, for `createRoute`'s `request`. */
export const jsonRequest = <T extends z.ZodTypeAny>(schema: T) => ({
  body: { required: true, content: { "application/json": { schema } } },
});

export const jsonContent = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** A file answered as itself (a CSV export, a PDF, a page), for `createRoute`'s `responses`. */
export const fileContent = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: { type: "string" as const, format: "binary" } } },
});

/** A page for a person's browser (the sandboxes' pages), for `createRoute`'s `responses`. */
export const htmlPage = (description: string) => ({
  description,
  content: { "text/html": { schema: { type: "string" as const } } },
});

/**
 * A form a browser posts (the sandboxes' buttons), for `createRoute`'s `request`: described, not
 * validated, since each handler reads its form as the outside party's page would send it.
 */
export const formRequest = (properties: Record<string, { description?: string }>, required: string[] = []) => ({
  body: {
    required: true,
    content: {
      "application/x-www-form-urlencoded": {
        schema: {
          type: "object" as const,
          properties: Object.fromEntries(
            Object.entries(properties).map(([name, field]) => [name, { type: "string" as const, ...field }]),
          ),
          required,
        },
      },
    },
  },
});

/** A redirect the browser follows to `Location`, for `createRoute`'s `responses`. */
export const redirect = (description: string) => ({
  description,
  headers: { Location: { description: "Where the browser goes next", schema: { type: "string" as const } } },
});

const retryAfter = {
  "Retry-After": { description: "Seconds to wait before asking again", schema: { type: "integer" as const } },
};

const REFUSALS = {
  400: { description: "The request breaks a rule: `errors` names each field and what is wrong with it" },
  401: { description: "Not signed in, or the session has ended" },
  403: { description: "Signed in, but the role does not allow this" },
  404: { description: "Nothing by that name, or not shown to this caller" },
  409: { description: "The request conflicts with the current state (an older copy was edited, already done)" },
  410: { description: "The link or invitation has expired or been used" },
  413: { description: "The request body is larger than the API accepts (code PAYLOAD_TOO_LARGE)" },
  423: { description: "Too many wrong codes: the account is locked for a while before the next try" },
  429: { description: "Too many requests from this address: Retry-After says when to ask again", headers: retryAfter },
  500: { description: "Something went wrong on the shop's side" },
  502: { description: "An outside service (the courier, the payment gateway) refused or could not be reached" },
  503: {
    description:
      "The database is unavailable or too slow (code DATABASE_UNAVAILABLE when a retry will help): Retry-After says when to ask again",
    headers: retryAfter,
  },
} as const;

export type Refusal = keyof typeof REFUSALS;

/** A public read's answer to a conditional request (middleware/cache.ts): the caller's copy is current. */
export const notModified = {
  304: { description: "Not modified: If-None-Match names the current ETag, so no body is sent" },
} as const;

/** Every route can fail on the shop's side (500) or while its database is away (503). */
const ALWAYS = [500, 503] as const;

type RefusalResponse = ReturnType<typeof jsonContent<typeof errorEnvelopeSchema>> & { headers?: typeof retryAfter };

const refusal = (status: Refusal): RefusalResponse => {
  const { description, ...rest } = REFUSALS[status];
  return { ...rest, ...jsonContent(errorEnvelopeSchema, description) };
};

/** The error responses of a route: those named, plus the 500 and 503 any route may give. */
export function refusals<S extends Refusal>(...statuses: S[]): Record<S | (typeof ALWAYS)[number], RefusalResponse> {
  return Object.fromEntries([...statuses, ...ALWAYS].map((status) => [status, refusal(status)])) as Record<
    S | (typeof ALWAYS)[number],
    RefusalResponse
  >;
}

/** A refusal answered either way: the envelope, or a page when a person's browser asked for one. */
export function refusalOrPage(status: Refusal, page: string) {
  const json = refusal(status);
  return {
    ...json,
    description: `${json.description}; or a page for the browser: ${page}`,
    content: { ...json.content, "text/html": { schema: { type: "string" as const } } },
  };
}
