import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Envelope, FieldErrors } from "@api/contract/envelope";
import { type ErrorCode, defaultErrorCode } from "@api/contract/error-codes";

export type { FieldErrors } from "@api/contract/envelope";

/** Every failure the API answers on purpose; anything else is a 500. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors: FieldErrors = {},
    readonly headers: Record<string, string> = {},
    /** The refusal's stable name when more precise than its status's (defaultErrorCode). */
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(404, `${what} not found`);

export function ok<T>(c: Context, body: T, message = "Success") {
  return c.json<Envelope<T>, 200>({ status: 200, message, body, errors: {} }, 200);
}

export type Page = { page: number; limit: number };

/** A page of rows; `extra` adds fields beside the page's (the order queue's counts per status). */
export function okList<T, Extra extends Record<string, unknown> = Record<never, never>>(
  c: Context,
  rows: T[],
  { page, limit, totalRecords }: Page & { totalRecords: number },
  extra: Extra = {} as Extra,
) {
  const totalPages = limit === 0 ? 1 : Math.max(1, Math.ceil(totalRecords / limit));
  return c.json(
    { status: 200, message: "Success", body: rows, errors: {}, page, totalPages, totalRecords, ...extra },
    200,
  );
}

export function errorEnvelope(
  status: number,
  message: string,
  errors: FieldErrors = {},
  code: ErrorCode = defaultErrorCode(status),
): Envelope<null> & { code: ErrorCode } {
  return { status, code, message, body: null, errors };
}
