import type { AppContext } from "@api/context";
import { recordAudit } from "@api/lib/audit";
import { ok } from "@api/lib/envelope";
import { storeUploadedImage } from "./store-upload";

/**
 * POST /admin/media (multipart: image, alt): an image for any page of the shop, answered as the
 * stored image a product, category or banner then refers to.
 */
export async function uploadImage(c: AppContext) {
  const deps = c.get("deps");
  const actor = c.get("staff");
  const image = await storeUploadedImage(deps, actor, await c.req.parseBody());
  await recordAudit(deps.db, {
    actor,
    action: "media.upload",
    entityType: "media",
    entityId: image.renditions?.key ?? image.url,
    after: { url: image.url, alt: image.alt, width: image.width, height: image.height },
    at: deps.clock.now(),
  });
  return ok(c, image, "Image uploaded");
}
