/**
 * Failures that say the database is away or overwhelmed, not that the request was wrong: a
 * restart or failover ended the connection, nothing listens, or no connection came free in
 * time. The API answers them 503 with Retry-After (app.ts) and stays up (client.ts).
 */
import type { ErrorCode } from "@api/contract/error-codes";

/** The envelope's code for an answer refused for this: a client may show a busy page and ask again. */
export const DATABASE_UNAVAILABLE = "DATABASE_UNAVAILABLE" satisfies ErrorCode;
export const DATABASE_UNAVAILABLE_MESSAGE = "The shop is busy for a moment. Please try again in a few seconds.";

/** How long a caller should wait before asking again: about as long as a PostgreSQL restart takes. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs of a server going or not yet there: class 08 (connection exception), 57P01
 * admin_shutdown (a restart), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or
 * shutting down), 53300 too_many_connections.
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** Node's codes for a socket that could not be opened or was cut. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * node-postgres' messages for a connection that ended under it or never came, which carry no
 * code: the server closed the socket, a client already broken was asked again, or the pool
 * waited connectionTimeoutMillis for a free connection.
 */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
];

/** True when `error`, or any error it was wrapped around (Drizzle's DrizzleQueryError), is one of those failures. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_STATES.test(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === "string" && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // A refused connection to a host with several addresses (localhost: ::1 and 127.0.0.1).
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = cause;
  }
  return false;
}
