/** The envelope every answer comes in, as a type: the API writes it, clients read it. */
import type { ErrorCode } from "./error-codes";

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
