import { isIP } from "node:net";
import type { ClientEnvelope as ApiEnvelope } from "@api/contract/envelope";
import pLimit, { type LimitFunction } from "p-limit";
import { type Loaded, createApiCache, freshnessOf } from "./api-cache.server";
import { ApiGateFullError, createApiGate } from "./api-gate.server";
import { ABANDONED, timeApiCall } from "./api-metrics.server";
import { env } from "./env.server";
import { SHOP_BUSY } from "./shop-busy";

/** Every answer of the v1 API, success or not, in the API's own type. */
export type { ClientEnvelope as ApiEnvelope } from "@api/contract/envelope";

/** How long a shopper is asked to wait when the API gave no Retry-After of its own. */
export const API_RETRY_AFTER_SECONDS = 5;

/**
 * The API could not be asked (down, too slow, too busy, or answered something that is not an
 * envelope), or it said so itself (503). A page that cannot do without it answers toResponse()
 * (server/api-outage-pages.js turns any that a loader or action let through into it, knowing
 * the error by its name).
 */
export class ApiUnavailableError extends Error {
  /** Seconds to wait before trying again: the API's own Retry-After when it sent one. */
  readonly retryAfterSeconds: number;

  constructor(message: string, options?: ErrorOptions & { retryAfterSeconds?: number }) {
    super(message, options);
    this.name = "ApiUnavailableError";
    this.retryAfterSeconds = options?.retryAfterSeconds ?? API_RETRY_AFTER_SECONDS;
  }

  /**
   * What a page or file that cannot do without the API answers instead: 503 with Retry-After,
   * never kept by a cache; the root ErrorBoundary shows it as the shop's busy page.
   */
  toResponse(): Response {
    return new Response(JSON.stringify({ message: SHOP_BUSY, retryAfterSeconds: this.retryAfterSeconds }), {
      status: 503,
      headers: {
        "Content-Type": "application/json",
        "Retry-After": String(this.retryAfterSeconds),
        "Cache-Control": "no-store",
      },
    });
  }
}

export type ApiFetchOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON; a FormData (an uploaded file) is sent as multipart as it is. */
  body?: unknown;
  /** The signed-in customer's bearer token. */
  token?: string;
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
  /** The shopper's request, so the API can rate-limit by the shopper's address and log under its id. */
  request?: Request;
  timeoutMs?: number;
  /**
   * The answer is the same for every shopper (catalogue and content reads, a quote without a
   * coupon): it may come from the storefront's copy for as long as the API's Cache-Control allows
   * (api-cache.server.ts). Only for calls that change nothing.
   */
  shared?: boolean;
};

/**
 * The longest a page waits for one answer, its turn at the gate included: the API's own limits
 * (a pooled connection in 3 s, a statement in 5 s) answer a slow database by then, so this meets
 * an API that is swamped or does not answer at all, well before a proxy or a shopper gives up.
 */
const DEFAULT_TIMEOUT_MS = 5_000;

/**
 * Calls to the API this process has under way at once, and waiting for a turn; beyond both a
 * call is refused at once and the page answers 503. Measured on `npm start` (one API process on
 * PGlite, which answers one query at a time): with 32 under way the calls queued inside the API
 * instead and timed out; with 8 a burst is shed at the gate and warm pages answer in half the time.
 */
export const API_CALLS_AT_ONCE = 8;
export const API_CALLS_WAITING = 16;
const gate = createApiGate({ atOnce: API_CALLS_AT_ONCE, waiting: API_CALLS_WAITING });

/**
 * API calls one shopper's request may have under way at once; the rest wait their turn. A page
 * that needs many answers (the home page asks for seven) then cannot take all of the API's
 * connections by itself when the storefront's copies are cold.
 */
export const API_CALLS_PER_PAGE = 4;
const pageLimits = new WeakMap<Request, LimitFunction>();

function limitOf(request: Request) {
  let limit = pageLimits.get(request);
  if (!limit) {
    limit = pLimit(API_CALLS_PER_PAGE);
    pageLimits.set(request, limit);
  }
  return limit;
}

const sharedAnswers = createApiCache({
  onBackgroundError: (key, error) => console.error(`Refreshing ${key} in the background failed: ${String(error)}`),
});

/**
 * Asks for a shared answer. It is asked for without the shopper's request (no address, no request
 * id): nothing of it may depend on who asked.
 */
async function loadShared(path: string, options: ApiFetchOptions, etag: string | null): Promise<Loaded> {
  const { response, envelope } = await exchange(path, {
    method: options.method,
    body: options.body,
    headers: etag ? { "If-None-Match": etag } : {},
  });
  if (response.status === 304) return { notModified: true };
  return {
    notModified: false,
    envelope: envelope as ApiEnvelope<unknown>,
    etag: response.headers.get("etag"),
    freshness: freshnessOf(response.headers.get("cache-control")),
  };
}

/** Only for tests: each starts from an empty cache. */
export function clearApiCache() {
  sharedAnswers.clear();
}

/**
 * The shopper's address: the storefront's server has replaced X-Forwarded-For with the one
 * address it believes (server/forwarded-for.js: the connection's own, or what a trusted proxy in
 * front said), so what a shopper wrote there never reaches this.
 */
export function shopperAddress(request: Request): string | null {
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
  const page = options.request;
  // Only a trip to the API waits its turn among the page's calls: a kept answer costs none.
  const inTurn = <R>(ask: () => Promise<R>) => (page ? limitOf(page)(ask) : ask());
  const answer = (async () => {
    if (options.shared && !options.token) {
      // A read that changes nothing but carries its question in a body (a cart's quote) is kept by its body.
      const key = method === "GET" ? path : `${method} ${path} ${JSON.stringify(options.body ?? null)}`;
      return (await sharedAnswers.get(key, (etag) => inTurn(() => loadShared(path, options, etag)))) as ApiEnvelope<T>;
    }
    const { envelope } = await inTurn(() => exchange(path, options));
    return envelope as ApiEnvelope<T>;
  })();
  const budget = budgetOf(options);
  return budget ? withinBudget(answer, budget, `${method} ${path}`) : answer;
}

/**
 * A page's calls to the API, taken together, wait at most this long: a page that asks in turn
 * (a product, then its reviews) must not add one wait to the next until a crawler's burst is
 * answered after 10 s. A call given its own timeoutMs (a courier booking) is outside it.
 */
const PAGE_BUDGET_MS = DEFAULT_TIMEOUT_MS;
const pageBudgets = new WeakMap<Request, AbortSignal>();

function budgetOf({ request, timeoutMs }: ApiFetchOptions) {
  if (!request || timeoutMs !== undefined) return undefined;
  let budget = pageBudgets.get(request);
  if (!budget) {
    budget = AbortSignal.timeout(PAGE_BUDGET_MS);
    pageBudgets.set(request, budget);
  }
  return budget;
}

/** The answer, unless the page's budget runs out first; a shared answer still loads for the next page. */
function withinBudget<T>(answer: Promise<T>, budget: AbortSignal, call: string): Promise<T> {
  const spent = () =>
    new ApiUnavailableError(
      `The API at ${env.API_URL} used up the page's ${PAGE_BUDGET_MS} ms before answering ${call}`,
    );
  if (budget.aborted) {
    answer.catch(() => undefined);
    return Promise.reject(spent());
  }
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(spent());
    budget.addEventListener("abort", stop, { once: true });
    answer.then(resolve, reject).finally(() => budget.removeEventListener("abort", stop));
  });
}

/** One call: the response, and its envelope (none for a 304, which only a conditional GET gets). */
async function exchange(
  path: string,
  options: ApiFetchOptions,
): Promise<{ response: Response; envelope: ApiEnvelope<unknown> | null }> {
  const method = options.method ?? "GET";
  const url = `${env.API_URL}${path.startsWith("/") ? path : `/${path}`}`;
  const headers = new Headers({ ...options.headers, Accept: "application/json" });
  const multipart = options.body instanceof FormData;
  // fetch writes a multipart body's Content-Type itself, with its boundary.
  if (options.body !== undefined && !multipart) headers.set("Content-Type", "application/json");
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  const address = options.request ? shopperAddress(options.request) : null;
  if (address) headers.set("X-Forwarded-For", address);
  // The storefront's server gave the shopper's request its id (server/request-log.js).
  const requestId = options.request?.headers.get("x-request-id");
  if (requestId) headers.set("X-Request-Id", requestId);

  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const signal = callSignal(options.request, timeoutMs, budgetOf(options));
  const endCall = timeApiCall(method, path);
  let response: Response;
  let text: string;
  try {
    // The body is read within the same time limit and turn: a stalled answer holds neither.
    [response, text] = await gate.run(async () => {
      const answer = await fetch(url, {
        method,
        headers,
        body: multipart
          ? (options.body as FormData)
          : options.body === undefined
            ? undefined
            : JSON.stringify(options.body),
        signal,
      });
      endCall(answer);
      return [answer, answer.status === 304 ? "" : await answer.text()] as const;
    }, signal);
  } catch (error) {
    endCall(options.request?.signal.aborted ? ABANDONED : error);
    if (options.request?.signal.aborted) throw error;
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    const reason =
      error instanceof ApiGateFullError
        ? `is busy (${API_CALLS_AT_ONCE} calls under way and ${error.waiting} waiting)`
        : timedOut
          ? `did not answer within ${timeoutMs} ms`
          : `is unreachable (${describeNetworkError(error)})`;
    throw new ApiUnavailableError(`The API at ${env.API_URL} ${reason}: ${method} ${path}`, { cause: error });
  }

  if (response.status === 304) return { response, envelope: null };
  if (response.status === 503) {
    // Busy, or its database is away: nothing a page can show but the shop's busy page.
    throw new ApiUnavailableError(
      `The API at ${env.API_URL} answered ${method} ${path} with 503: ${text.slice(0, 200)}`,
      {
        retryAfterSeconds: retryAfterOf(response.headers.get("retry-after")),
      },
    );
  }
  try {
    const envelope = JSON.parse(text) as ApiEnvelope<unknown>;
    if (typeof envelope?.status === "number" && typeof envelope.message === "string") return { response, envelope };
  } catch {
    // Not JSON: a proxy error page or the wrong service on that port; reported below.
  }
  throw new ApiUnavailableError(
    `The API at ${env.API_URL} answered ${method} ${path} with HTTP ${response.status} and no envelope`,
  );
}

/** Retry-After in seconds (the API sends seconds, never a date); absent or unreadable: the shop's own wait. */
function retryAfterOf(header: string | null): number | undefined {
  const seconds = Number(header);
  return header && Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

/**
 * Gives up after `timeoutMs` or the page's budget, or as soon as the shopper's own request is
 * abandoned (a closed tab, a crawler's timeout): the API sees the call go and cancels its
 * database work (api/src/db/cancel.ts).
 */
function callSignal(request: Request | undefined, timeoutMs: number, budget: AbortSignal | undefined) {
  const timeout = AbortSignal.timeout(timeoutMs);
  return request ? AbortSignal.any([request.signal, timeout, ...(budget ? [budget] : [])]) : timeout;
}

/**
 * A streamed answer (the sitemap's files): the response as it comes, for the caller to read
 * while the API is still writing it. Abandoned with the shopper's request; `timeoutMs` bounds
 * the wait for the response to start.
 */
export async function apiStream(path: string, request: Request, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<Response> {
  const url = `${env.API_URL}${path.startsWith("/") ? path : `/${path}`}`;
  const headers = new Headers({ Accept: "application/x-ndjson, application/json" });
  const address = shopperAddress(request);
  if (address) headers.set("X-Forwarded-For", address);
  const requestId = request.headers.get("x-request-id");
  if (requestId) headers.set("X-Request-Id", requestId);
  const started = new AbortController();
  const timer = setTimeout(
    () => started.abort(new DOMException("The API did not start answering", "TimeoutError")),
    timeoutMs,
  );
  try {
    return await fetch(url, { headers, signal: AbortSignal.any([request.signal, started.signal]) });
  } catch (error) {
    if (request.signal.aborted) throw error;
    throw new ApiUnavailableError(`The API at ${env.API_URL} is unreachable or too slow: GET ${path}`, {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }
}

function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  return cause?.code ?? cause?.message ?? String(error);
}
