// @ts-check
import { Readable } from "node:stream";

/** The API's rule for storage keys, as a path: no `..`, no `%`-escapes, no empty segment. */
const SAFE_PATH = /^(\/[A-Za-z0-9][A-Za-z0-9._-]*)+$/;
/** What a browser needs of the API's answer to show and keep the image. */
const PASSED_ON = ["content-type", "content-length", "etag", "cache-control"];

/**
 * `/v1/media/{key}` on the shop's own origin: the images the API stores, which the shop's
 * Content-Security-Policy (`img-src 'self'`) lets its pages show. Production's nginx sends this
 * path to the API itself (deploy/nginx.conf.template); this serves `npm start`, `npm run dev`
 * and any front without that location. Only a GET or HEAD of a safe path is passed on, without
 * its query, so no other API call can be reached through it; an API that cannot be reached is a 502.
 *
 * @param {string} apiUrl The API's base as this server reaches it, ending in /v1.
 * @returns {import("express").RequestHandler}
 */
export function mediaProxy(apiUrl) {
  const base = apiUrl.replace(/\/+$/, "");
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // The path as sent: req.path is Express's reading of it, which folds `//dev` into `/dev`.
    const path = req.originalUrl.slice(req.baseUrl.length).split("?")[0];
    if (!SAFE_PATH.test(path)) return void res.status(404).end();
    // A shopper who leaves stops the transfer from the API too.
    const controller = new AbortController();
    res.on("close", () => controller.abort());
    try {
      const ifNoneMatch = req.get("if-none-match");
      const upstream = await fetch(`${base}/media${path}`, {
        method: req.method,
        headers: ifNoneMatch ? { "if-none-match": ifNoneMatch } : {},
        signal: controller.signal,
      });
      res.status(upstream.status);
      for (const name of PASSED_ON) {
        const value = upstream.headers.get(name);
        if (value) res.set(name, value);
      }
      if (!upstream.body) return void res.end();
      const body = Readable.fromWeb(
        /** @type {import("node:stream/web").ReadableStream<Uint8Array>} */ (upstream.body),
      );
      // An API that drops mid-image ends the shopper's response; a shopper who leaves aborts the
      // fetch above. Not stream.pipeline: it adds seven 'close' listeners to the response, which
      // with the shop's other middleware passes Node's limit of ten and warns on every image.
      body.on("error", () => res.destroy());
      body.pipe(res);
    } catch {
      // The API could not be reached (or the shopper left, and nobody reads this).
      if (!res.headersSent) res.status(502).end();
    }
  };
}
