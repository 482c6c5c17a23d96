/**
 * The stable names a client may act on instead of reading a message, with what each means.
 * A refusal the storefront branches on carries one; the list only grows (a client may be
 * comparing against any of them).
 */
export const ERROR_CODES = {
  DATABASE_UNAVAILABLE: "The database is away for a moment: ask again after Retry-After",
  PAYLOAD_TOO_LARGE: "The request body is larger than the API accepts",
  ORDER_ALREADY_PAID: "The order is paid already: nothing is charged again",
  PRICES_CHANGED: "The figures sent are not the shop's any more: the body carries the current ones, nothing was placed",
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
