// @ts-check
import express from "express";

/** @typedef {{ draining: boolean }} Lifecycle */

/**
 * For load balancers and process managers. `/healthz`: the process answers. `/readyz`: it can
 * serve pages, which takes the API (asked at its own /readyz), and it is not draining, so a
 * balancer stops sending it new requests while it finishes the ones it has.
 *
 * @param {{ lifecycle: Lifecycle, apiReadyUrl: string }} options
 */
export function healthRoutes({ lifecycle, apiReadyUrl }) {
  const router = express.Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ alive: true });
  });
  router.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (lifecycle.draining) return void res.status(503).json({ ready: false, reason: "Shutting down" });
    try {
      const api = await fetch(apiReadyUrl, { signal: AbortSignal.timeout(2_000) });
      if (!api.ok) return void res.status(503).json({ ready: false, reason: `API not ready (${api.status})` });
    } catch {
      return void res.status(503).json({ ready: false, reason: "API unreachable" });
    }
    res.json({ ready: true });
  });
  return router;
}

/** The API's /readyz, from API_URL (which ends in /v1). */
export const apiReadyUrl = (/** @type {string} */ apiUrl) => new URL("/readyz", apiUrl).href;
