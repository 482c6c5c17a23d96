import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../context";
import { OPENAPI_PATH } from "./openapi-document";

/** swagger-ui-dist as installed: found at run time, so api/dist (which bundles only our sources) reads it too. */
const require = createRequire(import.meta.url);
const SWAGGER_UI_DIR = dirname(require.resolve("swagger-ui-dist/package.json"));
const SWAGGER_UI_VERSION = (require("swagger-ui-dist/package.json") as { version: string }).version;

/** The files the page loads, and nothing else of the package (its index.html loads the petstore). */
const ASSETS: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui-standalone-preset.js": "text/javascript; charset=utf-8",
  "favicon-32x32.png": "image/png",
  "favicon-16x16.png": "image/png",
};

/** Assets are named with the package's version in their query, so a browser may keep them a year. */
const LONG_CACHE = "public, max-age=31536000, immutable";
const asset = (name: string) => `docs/assets/${name}?v=${SWAGGER_UI_VERSION}`;

/** The page's own script, a file rather than inline so the page's CSP allows no inline script. No validator badge: it calls an outside site. */
const INITIALIZER = `window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(OPENAPI_PATH.slice(1))},
    dom_id: "#swagger-ui",
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: "StandaloneLayout",
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Woodnest API reference</title>
<link rel="stylesheet" href="${asset("swagger-ui.css")}">
<link rel="icon" type="image/png" href="${asset("favicon-32x32.png")}" sizes="32x32">
<link rel="icon" type="image/png" href="${asset("favicon-16x16.png")}" sizes="16x16">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${asset("swagger-ui-bundle.js")}"></script>
<script src="${asset("swagger-ui-standalone-preset.js")}"></script>
<script src="docs/assets/initializer.js"></script>
</body>
</html>
`;

/** The one inline style swagger-ui writes: the colours of its top bar's logo, an inline SVG's <style> (swagger-ui-standalone-preset.js). */
export const LOGO_STYLE = ".logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}";
export const LOGO_STYLE_HASH = "sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w=";

/**
 * The reference page's headers: scripts and styles from the API itself only (swagger-ui's SVG
 * icons are data: URLs), its requests to the API's own origin.
 */
const docsPageHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", `'${LOGO_STYLE_HASH}'`],
    imgSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
  },
  crossOriginResourcePolicy: "same-origin",
  crossOriginOpenerPolicy: "same-origin",
  referrerPolicy: "no-referrer",
  strictTransportSecurity: false,
  xFrameOptions: "DENY",
});

/** GET /v1/docs: a readable reference to GET /v1/openapi.json, served wholly by the API (no CDN). */
const docs = new Hono<AppEnv>()
  .use("/docs", docsPageHeaders)
  .use("/docs/*", docsPageHeaders)
  .get("/docs", (c) => c.html(PAGE))
  .get("/docs/assets/initializer.js", (c) =>
    c.body(INITIALIZER, 200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-cache" }),
  )
  .get("/docs/assets/:name", async (c) => {
    const name = c.req.param("name");
    const type = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
    if (!type) return c.notFound();
    return c.body(await readFile(join(SWAGGER_UI_DIR, name)), 200, {
      "content-type": type,
      "cache-control": LONG_CACHE,
    });
  });

export default docs;
