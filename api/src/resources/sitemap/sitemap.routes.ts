import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, refusals } from "@api/contract/envelope.schemas";
import { createRouter } from "@api/contract/router";
import { sitemapEntrySchema, sitemapIndexSchema } from "@api/contract/schemas/sitemap";
import { notFound, ok } from "@api/lib/envelope";
import { SITEMAP_RATE_LIMIT, addressRateLimit } from "@api/middleware/address-rate-limit";
import { pageEntries, productEntries, sitemapFiles } from "./sitemap.queries";

/** A sitemap changes when the catalogue does: crawlers and the storefront may keep it this long. */
const SITEMAP_MAX_AGE_SECONDS = 3600;

const { name, max, windowSeconds } = SITEMAP_RATE_LIMIT;
const limited = addressRateLimit(name, max, windowSeconds);

const indexRoute = createRoute({
  tags: ["Site"],
  method: "get",
  path: "/sitemap",
  summary: "How many files the sitemap has (the index): the first lists the pages, the others the products",
  middleware: limited,
  responses: {
    200: jsonContent(envelopeOf(sitemapIndexSchema), "The index, cacheable for an hour"),
    ...refusals(429),
  },
});

const router = createRouter();

/**
 * Declared for the document only: the route below matches digits alone by its path's pattern, so
 * any other file is not found (404) rather than refused (400), and a declared parameter would change that.
 */
router.openAPIRegistry.registerPath(
  createRoute({
    tags: ["Site"],
    method: "get",
    path: "/sitemap/{file}",
    summary: "One sitemap file's entries as JSON lines: file 1 lists the pages, the others the products",
    description: "Streamed while the entries are read, one `SitemapEntry` as JSON per line. Cacheable for an hour.",
    request: {
      params: z.object({
        file: z.string().openapi({ pattern: "^[0-9]+$", example: "2", description: "From 1 to the index's `files`" }),
      }),
    },
    responses: {
      200: {
        description: "The file's entries, one per line",
        content: { "application/x-ndjson": { schema: sitemapEntrySchema } },
      },
      ...refusals(404, 429),
    },
  }),
);

router.openapi(indexRoute, async (c) => {
  const { db, env } = c.get("deps");
  c.header("Cache-Control", `public, max-age=${SITEMAP_MAX_AGE_SECONDS}`);
  return ok(c, await sitemapFiles(db, env.SITEMAP_URLS_PER_FILE));
});

/**
 * GET /sitemap/:file: one file's entries as JSON lines, streamed while they are read from the
 * database. A client that goes away cancels the stream, and no further batch is read.
 */
router.get("/sitemap/:file{[0-9]+}", limited, async (c) => {
  const { db, env, clock } = c.get("deps");
  const file = Number(c.req.param("file"));
  const { files } = await sitemapFiles(db, env.SITEMAP_URLS_PER_FILE);
  if (file < 1 || file > files) throw notFound("Sitemap file");

  const batches: AsyncGenerator<unknown[]> =
    file === 1
      ? (async function* () {
          yield await pageEntries(db, clock.now());
        })()
      : productEntries(db, file, env.SITEMAP_URLS_PER_FILE);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await batches.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(next.value.map((entry) => `${JSON.stringify(entry)}\n`).join("")));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return c.body(body, 200, {
    "Content-Type": "application/x-ndjson; charset=utf-8",
    "Cache-Control": `public, max-age=${SITEMAP_MAX_AGE_SECONDS}`,
  });
});

export default router;
