import type { AppDeps } from "@api/context";
import type { StoredImage } from "@api/db/schema";
import { media } from "@api/db/schema";
import type { AuditActor } from "@api/lib/audit";
import { ApiError, type FieldErrors } from "@api/lib/envelope";
import { type ImageManifest, maxUploadBytes, processImageUpload } from "@api/services/images/process-image";
import { IMAGE_REQUIRED, imageUploadFieldsSchema } from "@api/validation/admin-media";
import { fieldErrors } from "@api/lib/validation";

/** Where browsers fetch a rendition: the API's media route, on the shop's own origin. */
const mediaUrl = (key: string) => `/v1/media/${key}`;

/** A processed upload as pages store and show it: the JPEG for every browser, the rest for srcset. */
export function storedImageOf(manifest: ImageManifest, alt: string): StoredImage {
  const jpeg = manifest.renditions.find((r) => r.format === "jpeg");
  if (!jpeg) throw new Error("An image manifest without its JPEG rendition");
  const widths = manifest.renditions
    .filter((r) => r.format === "avif")
    .map((r) => r.width)
    .sort((a, b) => a - b);
  return {
    url: mediaUrl(jpeg.key),
    width: manifest.width,
    height: manifest.height,
    alt,
    renditions: { key: manifest.key, widths },
  };
}

/**
 * Reads a multipart upload (`image`, `alt`), checks both (the file by its bytes), stores the
 * renditions and records the upload once per content. Refusals are field errors on `image` or `alt`,
 * all of them at once, so the form can show every problem together.
 */
export async function storeUploadedImage(deps: AppDeps, actor: AuditActor, form: Record<string, unknown>) {
  const errors: FieldErrors = {};
  const words = imageUploadFieldsSchema.safeParse({ alt: typeof form.alt === "string" ? form.alt : undefined });
  if (!words.success) Object.assign(errors, fieldErrors(words.error));
  const file = form.image;
  const chosen = file instanceof File && file.size > 0 ? file : null;
  if (!chosen) errors.image = IMAGE_REQUIRED;
  if (!chosen || !words.success) throw new ApiError(400, Object.values(errors)[0], errors);

  const manifest = await storeImageFile(deps, chosen, actor?.id ?? null);
  return storedImageOf(manifest, words.data.alt);
}

/**
 * Checks an image file by its bytes, stores its renditions and records the upload once per content.
 * `uploadedBy` is the staff member's id, or null for a shopper's upload (a return's photos).
 */
export async function storeImageFile(deps: AppDeps, file: File, uploadedBy: string | null) {
  const manifest = await processImageUpload(new Uint8Array(await file.arrayBuffer()), {
    storage: deps.storage,
    maxBytes: maxUploadBytes(deps.env),
  });
  await deps.db
    .insert(media)
    .values({
      key: manifest.key,
      width: manifest.width,
      height: manifest.height,
      format: manifest.format,
      bytes: manifest.renditions.reduce((sum, r) => sum + r.bytes, 0),
      uploadedBy,
      createdAt: deps.clock.now(),
    })
    // The same picture uploaded again is the same files under the same key.
    .onConflictDoNothing();
  return manifest;
}
