import { Hono } from "hono";
import type { AppEnv } from "@api/context";
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

const router = new Hono<AppEnv>();

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
