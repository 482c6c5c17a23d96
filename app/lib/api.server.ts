import { isIP } from "node:net";
import type { ClientEnvelope as ApiEnvelope } from "@api/lib/envelope";
import { env } from "./env.server";

/** Every answer of the v1 API, success or not, in the API's own type. */
export type { ClientEnvelope as ApiEnvelope } from "@api/lib/envelope";

/** The API could not be asked (down, too slow, or answered something that is not an envelope). */
export class ApiUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "ApiUnavailableError";
  }
}

export type ApiFetchOptions = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  /** The signed-in customer's bearer token. */
  token?: string;
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
  /** The shopper's request, so the API can rate-limit by the shopper's address and log under its id. */
  request?: Request;
  timeoutMs?: number;
  /**
   * Reuse a 200 answer for this long. Only for public catalog reads (categories, settings):
   * a page view asks for them from several loaders and they change rarely.
   */
  cacheMs?: number;
};

export const CATALOG_CACHE_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 10_000;

type CacheEntry = { expires: number; value: Promise<ApiEnvelope<unknown>> };
const cache = new Map<string, CacheEntry>();

/** Only for tests: each starts from an empty cache. */
export function clearApiCache() {
  cache.clear();
}

/**
 * The shopper's address as the proxy in front of the storefront saw it: the last
 * X-Forwarded-For entry, the one that proxy appended. Earlier entries are whatever the
 * client sent and are ignored, and without a trusted proxy the header is not read at all.
 */
export function shopperAddress(request: Request, trustProxy = env.TRUST_PROXY): string | null {
  if (!trustProxy) return null;
  const last = request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  return last && isIP(last) ? last : null;
}

/**
 * Calls the v1 API and returns its envelope whatever the status: a 400 with field errors
 * or a 404 is an answer the page shows, not a crash. Throws ApiUnavailableError only when
 * there is no envelope to show.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<ApiEnvelope<T>> {
  const method = options.method ?? "GET";
  const cacheable = method === "GET" && !options.token && options.cacheMs !== undefined && options.cacheMs > 0;
  if (!cacheable) return (await send(path, options)) as ApiEnvelope<T>;

  const now = Date.now();
  const hit = cache.get(path);
  if (hit && hit.expires > now) return structuredClone(await hit.value) as ApiEnvelope<T>;

  // The promise is cached, not the result, so concurrent loaders share one call.
  const value = send(path, options);
  cache.set(path, { expires: now + (options.cacheMs ?? 0), value });
  try {
    const envelope = await value;
    if (envelope.status !== 200) cache.delete(path);
    return structuredClone(envelope) as ApiEnvelope<T>;
  } catch (error) {
    cache.delete(path);
    throw error;
  }
}

async function send(path: string, options: ApiFetchOptions): Promise<ApiEnvelope<unknown>> {
  const method = options.method ?? "GET";
  const url = `${env.API_URL}${path.startsWith("/") ? path : `/${path}`}`;
  const headers = new Headers({ ...options.headers, Accept: "application/json" });
  if (options.body !== undefined) headers.set("Content-Type", "application/json");
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  const address = options.request ? shopperAddress(options.request) : null;
  if (address) headers.set("X-Forwarded-For", address);
  // The storefront's server gave the shopper's request its id (server/request-log.js).
  const requestId = options.request?.headers.get("x-request-id");
  if (requestId) headers.set("X-Request-Id", requestId);

  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    const reason = timedOut
      ? `did not answer within ${timeoutMs} ms`
      : `is unreachable (${describeNetworkError(error)})`;
    throw new ApiUnavailableError(`The API at ${env.API_URL} ${reason}: ${method} ${path}`, { cause: error });
  }

  const text = await response.text();
  try {
    const envelope = JSON.parse(text) as ApiEnvelope<unknown>;
    if (typeof envelope?.status === "number" && typeof envelope.message === "string") return envelope;
  } catch {
    // Not JSON: a proxy error page or the wrong service on that port; reported below.
  }
  throw new ApiUnavailableError(
    `The API at ${env.API_URL} answered ${method} ${path} with HTTP ${response.status} and no envelope`,
  );
}

function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  return cause?.code ?? cause?.message ?? String(error);
}
