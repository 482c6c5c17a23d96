import { createRoute, z } from "@hono/zod-openapi";
import { notModified, refusals } from "@api/contract/envelope.schemas";
import { createRouter } from "@api/contract/router";
import { notFound } from "@api/lib/envelope";
import { MEDIA_CACHE_CONTROL } from "@api/services/images/process-image";
import { type ObjectInfo, isSafeKey } from "@api/services/storage/object-storage";

/** Whether an If-None-Match header names this ETag (weak or strong, or `*`). */
export function etagMatches(ifNoneMatch: string, etag: string) {
  const strong = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || strong(tag) === strong(etag));
}

const headersOf = (object: ObjectInfo) => ({
  "Content-Type": object.contentType,
  ETag: object.etag,
  // Each key names bytes that never change (the image's key is a hash of its upload).
  "Cache-Control": MEDIA_CACHE_CONTROL,
});

const router = createRouter();

/**
 * Declared for the document only: a key spans several path segments, which an OpenAPI path
 * parameter cannot, so the route below matches it with a pattern instead of a declared parameter.
 */
router.openAPIRegistry.registerPath(
  createRoute({
    tags: ["Site"],
    method: "get",
    path: "/media/{key}",
    summary: "A stored picture's bytes (an upload or one of its AVIF and WebP renditions)",
    description:
      "The key is the path the picture's `url` ends with, slashes included and not encoded. A HEAD answers the headers alone. The bytes under a key never change, so they may be kept for a year.",
    request: {
      params: z.object({
        key: z.string().openapi({
          example: "images/5f3a9c0d1e2f4a5b6c7d8e9f0a1b2c3d/800.avif",
          description: "The picture's storage key",
        }),
      }),
    },
    responses: {
      200: {
        description: "The picture, with its ETag",
        content: { "image/*": { schema: { type: "string", format: "binary" } } },
      },
      ...notModified,
      ...refusals(404),
    },
  }),
);

/**
 * GET /media/{key}: a stored image rendition, streamed from storage. Any key that is not a
 * storage-safe path (`..`, encoded slashes, dot files) is simply not found.
 */
router.get("/media/:key{.+}", async (c) => {
  const { storage } = c.get("deps");
  const key = c.req.param("key");
  if (!isSafeKey(key)) throw notFound("Image");

  const ifNoneMatch = c.req.header("If-None-Match");
  // A HEAD or a revalidation needs no bytes: ask for the metadata only.
  if (c.req.method === "HEAD" || ifNoneMatch) {
    const info = await storage.head(key);
    if (!info) throw notFound("Image");
    if (ifNoneMatch && etagMatches(ifNoneMatch, info.etag)) return c.body(null, 304, headersOf(info));
    if (c.req.method === "HEAD") return c.body(null, 200, { ...headersOf(info), "Content-Length": String(info.size) });
  }
  const object = await storage.get(key);
  if (!object) throw notFound("Image");
  return c.body(object.body, 200, { ...headersOf(object), "Content-Length": String(object.size) });
});

export default router;
