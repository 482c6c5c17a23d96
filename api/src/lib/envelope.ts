import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type ErrorCode, defaultErrorCode } from "@api/contract/error-codes";

/** Field name to the message shown under that field. */
export type FieldErrors = Record<string, string>;

export type Envelope<T> = {
  status: number;
  /** A refusal's stable name (NOT_FOUND, ORDER_ALREADY_PAID): clients compare it, never the message. */
  code?: ErrorCode;
  message: string;
  body: T;
  errors: FieldErrors;
};

type Paging = { page: number; totalPages: number; totalRecords: number };

/**
 * Any answer as a client reads it (the storefront, the e2e suite): list answers add the paging
 * fields, the reviews list its average rating.
 */
export type ClientEnvelope<T> = Envelope<T> & Partial<Paging> & { averageRating?: number };

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

/** `extra`'s fields sit beside the page's (a list's own facts), typed, so a route can declare them. */
export function okList<T, E extends Record<string, unknown> = Record<never, never>>(
  c: Context,
  rows: T[],
  { page, limit, totalRecords }: Page & { totalRecords: number },
  extra: E = {} as E,
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
