/**
 * The stable names a client may act on instead of reading a message, with what each means.
 * Every refusal carries one: the status's own (`defaultErrorCode`) unless a more precise one
 * applies. The list only grows (a client may be comparing against any of them).
 */
export const ERROR_CODES = {
  DATABASE_UNAVAILABLE: "The database is away for a moment: ask again after Retry-After",
  PAYLOAD_TOO_LARGE: "The request body is larger than the API accepts",
  ORDER_ALREADY_PAID: "The order is paid already: nothing is charged again",
  PAYMENT_REFUNDED:
    "Paid, but the order could no longer be placed (its items were released): a full refund has been started",
  PRICES_CHANGED: "The figures sent are not the shop's any more: the body carries the current ones, nothing was placed",
  INVALID_INPUT: "The request breaks a rule: `errors` names each field and what is wrong with it",
  NOT_SIGNED_IN: "Not signed in, or the session has ended",
  NOT_ALLOWED: "Signed in, but the role (or the account's state) does not allow this",
  NOT_FOUND: "Nothing by that name, or not shown to this caller",
  CONFLICT:
    "The current state does not allow it (an older copy was edited, it is done already, not enough stock): the message says which",
  GONE: "The link or invitation has expired or been used",
  LOCKED: "Too many failed sign-ins: the account waits before the next try",
  TOO_MANY_REQUESTS: "Too many requests from this address: ask again after Retry-After",
  REFUSED: "The request cannot be served as sent",
  UPSTREAM_FAILED: "An outside service (the gateway, the courier, SMS) did not answer as it should: try again",
  UNAVAILABLE: "The API is shutting down or the request took too long: ask again after Retry-After",
  SERVER_ERROR: "Something went wrong on the shop's side",
  BALANCE_TOO_LOW: "The gift card or store credit holds less than asked: the message says what is left",
  GIFT_CARD_NOT_USABLE: "The gift card is disabled or past its expiry: the message says which",
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

const BY_STATUS: Record<number, ErrorCode> = {
  400: "INVALID_INPUT",
  401: "NOT_SIGNED_IN",
  403: "NOT_ALLOWED",
  404: "NOT_FOUND",
  409: "CONFLICT",
  410: "GONE",
  413: "PAYLOAD_TOO_LARGE",
  423: "LOCKED",
  429: "TOO_MANY_REQUESTS",
  500: "SERVER_ERROR",
  502: "UPSTREAM_FAILED",
  503: "UNAVAILABLE",
};

/** The code a refusal with this status carries when nothing more precise applies. */
export const defaultErrorCode = (status: number): ErrorCode =>
  BY_STATUS[status] ?? (status >= 500 ? "SERVER_ERROR" : "REFUSED");
