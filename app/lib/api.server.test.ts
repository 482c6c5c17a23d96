import { createServer } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// A port that was free a moment ago: the real "API is down" case, without stubbing fetch.
const closedPort = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});
const API_URL = `http://127.0.0.1:${closedPort}/v1`;
// The storefront reads its environment once, on import: set it first.
process.env.API_URL = API_URL;
const {
  API_CALLS_AT_ONCE,
  API_CALLS_PER_PAGE,
  API_CALLS_WAITING,
  ApiUnavailableError,
  apiFetch,
  clearApiCache,
  shopperAddress,
} = await import("./api.server");

const envelope = (status: number, body: unknown, extra: Record<string, unknown> = {}) => ({
  status,
  message: status === 200 ? "Success" : "Something is wrong",
  body,
  errors: status === 400 ? { mobile: "Mobile is a required field" } : {},
  ...extra,
});

function stubFetch(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer(url, init);
    }),
  );
  return calls;
}

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { "Content-Type": "application/json" } });

beforeEach(() => clearApiCache());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("apiFetch", () => {
  it("returns a 4xx envelope as data, errors included", async () => {
    stubFetch(() => json(envelope(400, null), 400));
    const answer = await apiFetch("/customers/login", { method: "POST", body: { mobile: "" } });
    expect(answer).toEqual(envelope(400, null));
  });

  it("keeps the list fields of a list answer", async () => {
    stubFetch(() => json(envelope(200, [{ _id: "p1" }], { page: 2, totalPages: 3, totalRecords: 21 })));
    const answer = await apiFetch<{ _id: string }[]>("/products?page=2");
    expect(answer).toMatchObject({ page: 2, totalPages: 3, totalRecords: 21, body: [{ _id: "p1" }] });
  });

  it("sends JSON, the bearer token and the method to API_URL + path", async () => {
    const calls = stubFetch(() => json(envelope(200, {})));
    await apiFetch("/customers/profile", { method: "PUT", body: { firstName: "Asha" }, token: "tok123" });
    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls;
    const headers = new Headers(init.headers);
    expect(url).toBe(`${API_URL}/customers/profile`);
    expect(init.method).toBe("PUT");
    expect(init.body).toBe(JSON.stringify({ firstName: "Asha" }));
    expect(headers.get("content-type")).toBe("application/json");
    expect(headers.get("authorization")).toBe("Bearer tok123");
  });

  it("throws a clear error when the API is down", async () => {
    const failure = apiFetch("/categories");
    await expect(failure).rejects.toBeInstanceOf(ApiUnavailableError);
    await expect(failure).rejects.toThrow(`The API at ${API_URL} is unreachable (ECONNREFUSED): GET /categories`);
  });

  it("gives up after the timeout", async () => {
    stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    await expect(apiFetch("/settings", { timeoutMs: 50 })).rejects.toThrow("did not answer within 50 ms");
  });

  it("turns a refused connection, an API's 503, a timeout and a full gate into a 503 page with Retry-After", async () => {
    const failures: [string, () => Promise<unknown>, string][] = [];
    failures.push(["refused", () => apiFetch("/categories"), "5"]);
    failures.push([
      "the API's 503",
      () => {
        stubFetch(
          () =>
            new Response(
              JSON.stringify({ status: 503, code: "DATABASE_UNAVAILABLE", message: "busy", body: null, errors: {} }),
              { status: 503, headers: { "Retry-After": "7" } },
            ),
        );
        return apiFetch("/categories");
      },
      "7",
    ]);
    failures.push([
      "a timeout",
      () => {
        stubFetch(
          (_url, init) =>
            new Promise((_resolve, reject) =>
              init.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
            ),
        );
        return apiFetch("/settings", { timeoutMs: 50 });
      },
      "5",
    ]);
    for (const [what, call, retryAfter] of failures) {
      const error = await call().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, what).toBeInstanceOf(ApiUnavailableError);
      const response = (error as InstanceType<typeof ApiUnavailableError>).toResponse();
      expect(response.status, what).toBe(503);
      expect(response.headers.get("retry-after"), what).toBe(retryAfter);
      expect(response.headers.get("cache-control"), what).toBe("no-store");
      vi.unstubAllGlobals();
    }
  });

  it("refuses at once the calls beyond those under way and waiting, instead of queueing them", async () => {
    const answers: (() => void)[] = [];
    stubFetch(() => new Promise<Response>((resolve) => answers.push(() => resolve(json(envelope(200, []))))));
    const held = Array.from({ length: API_CALLS_AT_ONCE + API_CALLS_WAITING }, (_, i) =>
      apiFetch(`/products?page=${i + 1}`),
    );
    await vi.waitFor(() => expect(answers).toHaveLength(API_CALLS_AT_ONCE));
    const started = Date.now();
    await expect(apiFetch("/products?page=999")).rejects.toThrow(
      `is busy (${API_CALLS_AT_ONCE} calls under way and ${API_CALLS_WAITING} waiting)`,
    );
    expect(Date.now() - started).toBeLessThan(100);
    // Those admitted are all answered as their turns come.
    const answerAll = setInterval(() => answers.splice(0).forEach((answer) => answer()), 5);
    const results = await Promise.all(held).finally(() => clearInterval(answerAll));
    expect(results.every((answer) => answer.status === 200)).toBe(true);
  });

  it("lets a call that waited past its time go, without making it", async () => {
    const answers: (() => void)[] = [];
    const calls = stubFetch(
      () => new Promise<Response>((resolve) => answers.push(() => resolve(json(envelope(200, []))))),
    );
    const held = Array.from({ length: API_CALLS_AT_ONCE }, (_, i) => apiFetch(`/products?page=${i + 1}`));
    await vi.waitFor(() => expect(answers).toHaveLength(API_CALLS_AT_ONCE));
    await expect(apiFetch("/settings", { timeoutMs: 50 })).rejects.toThrow("did not answer within 50 ms");
    for (const answer of answers) answer();
    await Promise.all(held);
    expect(calls.map((call) => call.url)).not.toContain(`${API_URL}/settings`);
  });

  it("gives one page's calls, asked in turn, 5 s in all rather than 5 s each", async () => {
    // An API that answers each call after 3 s: alone each is in time, two in turn are not.
    stubFetch(
      (_url, init) =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(() => resolve(json(envelope(200, {}))), 3_000);
          init.signal?.addEventListener("abort", () => {
            clearTimeout(timer);
            reject(init.signal?.reason);
          });
        }),
    );
    const request = new Request("http://shop.test/product/sofa");
    const started = Date.now();
    expect((await apiFetch("/products/by-slug/sofa", { request })).status).toBe(200);
    await expect(apiFetch("/reviews?product=p1", { request })).rejects.toThrow(
      "used up the page's 5000 ms before answering GET /reviews?product=p1",
    );
    expect(Date.now() - started).toBeLessThan(5_800);
    // Another page has its own 5 s; a call with its own timeout is outside the page's.
    expect((await apiFetch("/settings", { request: new Request("http://shop.test/") })).status).toBe(200);
    expect((await apiFetch("/orders/ship", { request, timeoutMs: 4_000 })).status).toBe(200);
  }, 15_000);

  it("treats an answer without an envelope as the API being unavailable", async () => {
    stubFetch(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(apiFetch("/settings")).rejects.toThrow("HTTP 502 and no envelope");
  });
});

describe("the copy of shared answers", () => {
  const SHARED = { "Cache-Control": "public, max-age=2, stale-while-revalidate=3", ETag: '"v1"' };
  const sharedJson = (value: unknown, headers: Record<string, string> = SHARED) =>
    new Response(JSON.stringify(value), { status: 200, headers: { "Content-Type": "application/json", ...headers } });
  const ifNoneMatch = (call: { init: RequestInit }) => new Headers(call.init.headers).get("if-none-match");

  afterEach(() => vi.useRealTimers());

  it("answers repeated and concurrent reads with one call while the API says it is fresh", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const calls = stubFetch(() => sharedJson(envelope(200, [{ name: "Sofas" }])));
    const [a, b] = await Promise.all([
      apiFetch("/categories?subCategories=true", { shared: true }),
      apiFetch("/categories?subCategories=true", { shared: true }),
    ]);
    vi.advanceTimersByTime(1_900);
    await apiFetch("/categories?subCategories=true", { shared: true });
    expect(calls).toHaveLength(1);
    expect(a).toEqual(b);
  });

  it("then answers from the copy at once while asking again in the background, with its ETag", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    let body = [{ name: "Sofas" }];
    const calls = stubFetch(() => sharedJson(envelope(200, body), { ...SHARED, ETag: `"${body[0].name}"` }));
    await apiFetch("/categories", { shared: true });
    vi.advanceTimersByTime(3_000);
    body = [{ name: "Beds" }];
    const stale = await apiFetch<{ name: string }[]>("/categories", { shared: true });
    expect(stale.body[0].name).toBe("Sofas");
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(ifNoneMatch(calls[1])).toBe('"Sofas"');
    await vi.waitFor(async () =>
      expect((await apiFetch<{ name: string }[]>("/categories", { shared: true })).body[0].name).toBe("Beds"),
    );
    expect(calls).toHaveLength(2);
  });

  it("waits for the API once the answer is older than fresh and stale together, and keeps the body on a 304", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const calls = stubFetch((_url, init) =>
      new Headers(init.headers).get("if-none-match")
        ? new Response(null, { status: 304, headers: SHARED })
        : sharedJson(envelope(200, [{ name: "Sofas" }])),
    );
    await apiFetch("/categories", { shared: true });
    vi.advanceTimersByTime(5_001);
    const again = await apiFetch<{ name: string }[]>("/categories", { shared: true });
    expect(calls).toHaveLength(2);
    expect(ifNoneMatch(calls[1])).toBe('"v1"');
    expect(again.body[0].name).toBe("Sofas");
    vi.advanceTimersByTime(1_000);
    await apiFetch("/categories", { shared: true });
    expect(calls).toHaveLength(2);
  });

  it("hands out the kept answer read-only, so no caller can change it for the next", async () => {
    stubFetch(() => sharedJson(envelope(200, [{ name: "Sofas" }])));
    const first = await apiFetch<{ name: string }[]>("/categories", { shared: true });
    expect(() => {
      first.body[0].name = "changed by a careless caller";
    }).toThrow(TypeError);
    expect(() => first.body.push({ name: "Beds" })).toThrow(TypeError);
    const second = await apiFetch<{ name: string }[]>("/categories", { shared: true });
    expect(second.body[0].name).toBe("Sofas");
  });

  it("keeps a shared question asked with a body by its body: the same body once, another body afresh", async () => {
    const calls = stubFetch((_url, init) => sharedJson(envelope(200, JSON.parse(String(init.body)))));
    const ask = (products: string[]) =>
      apiFetch<{ products: string[] }>("/cart/quote", { method: "POST", body: { products }, shared: true });
    expect((await ask(["sofa"])).body.products).toEqual(["sofa"]);
    expect((await ask(["sofa"])).body.products).toEqual(["sofa"]);
    expect((await ask(["sofa", "bed"])).body.products).toEqual(["sofa", "bed"]);
    expect(calls.map((call) => call.init.method)).toEqual(["POST", "POST"]);
    expect(calls.map((call) => call.init.body)).toEqual([
      JSON.stringify({ products: ["sofa"] }),
      JSON.stringify({ products: ["sofa", "bed"] }),
    ]);
  });

  it("keeps no failure, nothing the API did not mark public, and no signed-in read", async () => {
    let status = 500;
    const failing = stubFetch(() => json(envelope(status, null), status));
    expect((await apiFetch("/settings", { shared: true })).status).toBe(500);
    status = 200;
    expect((await apiFetch("/settings", { shared: true })).status).toBe(200);
    await apiFetch("/settings", { shared: true });
    expect(failing).toHaveLength(3);

    const signedIn = stubFetch(() => sharedJson(envelope(200, {})));
    await apiFetch("/customers/profile", { token: "t", shared: true });
    await apiFetch("/customers/profile", { token: "t", shared: true });
    expect(signedIn).toHaveLength(2);
  });
});

describe("the shopper's address", () => {
  const request = (forwardedFor?: string) =>
    new Request("http://shop.test/", { headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {} });

  // Whose header it is, the shopper's or a trusted proxy's, the server decides: server/forwarded-for.test.ts.
  it("is the one address the storefront's server left in X-Forwarded-For", () => {
    expect(shopperAddress(request("198.51.100.1, 203.0.113.9"))).toBe("203.0.113.9");
    expect(shopperAddress(request("2001:db8::1"))).toBe("2001:db8::1");
    expect(shopperAddress(request("not-an-ip"))).toBeNull();
    expect(shopperAddress(request())).toBeNull();
  });

  it("is forwarded to the API as X-Forwarded-For when known", async () => {
    const calls = stubFetch(() => json(envelope(200, {})));
    await apiFetch("/health", { request: request("198.51.100.1, 203.0.113.9") });
    await apiFetch("/health", { request: request() });
    expect(new Headers(calls[0].init.headers).get("x-forwarded-for")).toBe("203.0.113.9");
    expect(new Headers(calls[1].init.headers).get("x-forwarded-for")).toBeNull();
  });
});

describe("the request id", () => {
  it("goes with the API call, so the storefront's log line and the API's share it", async () => {
    const calls = stubFetch(() => json(envelope(200, {})));
    await apiFetch("/health", {
      request: new Request("http://shop.test/", { headers: { "X-Request-Id": "7f3c9a1e2b4d6f80" } }),
    });
    await apiFetch("/health");
    expect(new Headers(calls[0].init.headers).get("x-request-id")).toBe("7f3c9a1e2b4d6f80");
    expect(new Headers(calls[1].init.headers).get("x-request-id")).toBeNull();
  });
});

describe("the calls of one page", () => {
  it(`are at most ${API_CALLS_PER_PAGE} under way at once; another page's calls do not wait for them`, async () => {
    let running = 0;
    let most = 0;
    const release: (() => void)[] = [];
    stubFetch(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => release.push(resolve));
      running -= 1;
      return json(envelope(200, {}));
    });
    const page = new Request("http://shop.test/");
    const calls = Array.from({ length: 7 }, (_, i) => apiFetch(`/products?n=${i}`, { request: page }));
    const other = apiFetch("/categories", { request: new Request("http://shop.test/shop/x") });
    await vi.waitFor(() => expect(running).toBe(API_CALLS_PER_PAGE + 1));
    while (release.length > 0 || running > 0) {
      release.splice(0).forEach((go) => go());
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await Promise.all([...calls, other]);
    expect(most).toBe(API_CALLS_PER_PAGE + 1);
  });

  it("count a shared answer only when it has to be asked for, not when the copy serves it", async () => {
    let running = 0;
    let most = 0;
    const release: (() => void)[] = [];
    const calls = stubFetch(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => release.push(resolve));
      running -= 1;
      return new Response(JSON.stringify(envelope(200, [])), {
        headers: { "Cache-Control": "public, max-age=2, stale-while-revalidate=3" },
      });
    });
    const page = new Request("http://shop.test/");
    const cold = Array.from({ length: 7 }, (_, i) => apiFetch(`/products?n=${i}`, { request: page, shared: true }));
    await vi.waitFor(() => expect(running).toBe(API_CALLS_PER_PAGE));
    while (release.length > 0 || running > 0) {
      release.splice(0).forEach((go) => go());
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await Promise.all(cold);
    expect(most).toBe(API_CALLS_PER_PAGE);
    const warm = Array.from({ length: 7 }, (_, i) =>
      apiFetch(`/products?n=${i}`, { request: new Request("http://shop.test/"), shared: true }),
    );
    expect((await Promise.all(warm)).every((answer) => answer.status === 200)).toBe(true);
    expect(calls).toHaveLength(7);
  });

  it("are abandoned with the shopper's request, so the API can stop working on them", async () => {
    const calls = stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    const shopper = new AbortController();
    const answer = apiFetch("/products?searchQuery=sofa", {
      request: new Request("http://shop.test/search", { signal: shopper.signal }),
    });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    shopper.abort();
    await expect(answer).rejects.toThrow();
    expect(calls[0].init.signal?.aborted).toBe(true);
  });
});
