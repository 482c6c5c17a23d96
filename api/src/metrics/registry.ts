import { Registry, collectDefaultMetrics } from "prom-client";

/**
 * The API process's numbers, read by Prometheus on API_METRICS_PORT (metrics/expose.ts): its own
 * registry rather than prom-client's global one, so only what is declared here is served.
 */
export const apiRegistry = new Registry();

// The Node process: CPU, memory, heap, event loop lag, handles, garbage collection.
collectDefaultMetrics({ register: apiRegistry });
