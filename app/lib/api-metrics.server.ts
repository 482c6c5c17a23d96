import { Histogram, register } from "prom-client";

const NAME = "woodnest_storefront_api_call_duration_seconds";

/**
 * The storefront's calls to the API (a kept shared answer is no call), by method and endpoint
 * (the path's first segment: `/products`, never a slug or an id), and how they ended: the
 * status class, or timeout, unreachable, shed (refused by the storefront's own queue limit), abandoned (the shopper went). In prom-client's global
 * registry, which the storefront's server serves (server/metrics.js); looked up first, as a
 * rebuilt app (remix dev) loads this module again into the same process.
 */
const apiCallDuration =
  (register.getSingleMetric(NAME) as Histogram<"method" | "endpoint" | "outcome"> | undefined) ??
  new Histogram({
    name: NAME,
    help: "The storefront's calls to the API by method, endpoint (first path segment) and outcome, and how long until the answer's headers",
    labelNames: ["method", "endpoint", "outcome"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });

/** `/products/by-slug/sofa?x=1` → `/products`. */
const endpointOf = (path: string) => `/${path.replace(/^\/+/, "").split(/[/?#]/, 1)[0]}`;

/** What a call ends with when the shopper's own request went first. */
export const ABANDONED = Symbol("abandoned");

/** Starts timing one call; the function it returns ends it with the response, the error fetch threw, or ABANDONED. */
export function timeApiCall(method: string, path: string) {
  const started = performance.now();
  return (result: unknown) => {
    apiCallDuration.observe(
      { method, endpoint: endpointOf(path), outcome: outcomeOf(result) },
      (performance.now() - started) / 1000,
    );
  };
}

function outcomeOf(result: unknown) {
  if (result instanceof Response) return `${Math.floor(result.status / 100)}xx`;
  if (result === ABANDONED) return "abandoned";
  // Refused by the storefront's own limit on calls waiting (api-gate.server.ts): never sent.
  if (result instanceof Error && result.name === "ApiGateFullError") return "shed";
  if (result instanceof DOMException && result.name === "TimeoutError") return "timeout";
  return "unreachable";
}
