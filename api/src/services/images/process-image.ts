import { createHash } from "node:crypto";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import { ApiError } from "@api/lib/envelope";
import type { ObjectStorage } from "../storage/object-storage";

type SourceFormat = "jpeg" | "png" | "webp";
type RenditionFormat = "avif" | "webp" | "jpeg";

type Rendition = { format: RenditionFormat; width: number; height: number; bytes: number; key: string };

/** What a stored image is: its key (the folder of its renditions), its upright size and the renditions. */
export type ImageManifest = {
  key: string;
  width: number;
  height: number;
  /** The uploaded file's format. */
  format: SourceFormat;
  renditions: Rendition[];
};

export const WRONG_TYPE = "Choose a JPEG, PNG or WebP image.";
export const DAMAGED = "This image could not be read; it may be damaged. Choose another JPEG, PNG or WebP image.";
export const ANIMATED = "Choose a still image: animated images are not supported.";
/** A 40-megapixel image decodes to 160 MB of pixels; phones and cameras stay below it. */
const MAX_PIXELS = 40_000_000;
const tooManyPixels = (pixels: number) =>
  `The image is ${Math.ceil(pixels / 100_000) / 10} megapixels; it may be at most ${MAX_PIXELS / 1_000_000} megapixels.`;
export const tooLarge = (maxBytes: number) => `The image is larger than ${formatMegabytes(maxBytes)} MB.`;

const formatMegabytes = (bytes: number) => String(Math.round((bytes / 1024 / 1024) * 10) / 10);

/** The renditions' URLs never change, so browsers and caches may keep them for a year. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * Everything that shapes the renditions. It is part of each image's key, so changing it gives
 * new keys instead of new bytes under URLs that caches hold as immutable.
 */
export const RENDITION_SETTINGS = {
  /** From a phone's width to a large screen's; never wider than the upload. */
  widths: [320, 640, 960, 1280, 1920],
  /** The one JPEG, for the `<img>` itself (and anything that reads no `<source>`). */
  fallbackWidth: 1280,
  // AVIF effort 2, not the default 4: seven times faster here for files a few percent larger (docs/decisions/media.md, 10).
  avif: { quality: 50, effort: 2, chromaSubsampling: "4:2:0" },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 80, mozjpeg: true },
} as const;

const CONTENT_TYPES: Record<RenditionFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };
const EXTENSIONS: Record<RenditionFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** The format the first bytes announce. Only these three reach sharp, so no other decoder ever parses an upload. */
function signatureFormat(bytes: Uint8Array): SourceFormat | null {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString("latin1");
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

/**
 * The widths to make for an upright image `width` pixels wide: every standard width clearly
 * narrower than the image, then the image's own width up to the largest standard one. A
 * standard width within 10 percent of that last one would add bytes and no sharpness.
 */
export function renditionWidths(width: number): number[] {
  const { widths } = RENDITION_SETTINGS;
  const largest = Math.min(width, widths[widths.length - 1]);
  return [...widths.filter((w) => w < largest * 0.9), largest];
}

const encode = (image: Sharp, format: RenditionFormat): Sharp => {
  if (format === "avif") return image.avif(RENDITION_SETTINGS.avif);
  if (format === "webp") return image.webp(RENDITION_SETTINGS.webp);
  // JPEG has no transparency: what was transparent becomes the page's white.
  return image.flatten({ background: "#ffffff" }).jpeg(RENDITION_SETTINGS.jpeg);
};

const refuse = (status: 400 | 413, message: string, field: string) =>
  new ApiError(status, message, { [field]: message });

/**
 * Checks an uploaded image and stores its renditions: refuses a file over `maxBytes`, anything
 * whose content is not a JPEG, PNG or WebP (whatever its name or declared type), images over
 * MAX_PIXELS and animated ones; turns it upright by its EXIF orientation; writes AVIF and WebP
 * at each of renditionWidths plus one JPEG, all without metadata (no EXIF, GPS, XMP or ICC),
 * under a key made from the bytes and the settings. Refusals are the API's 400/413 with the
 * message under `field`.
 */
export async function processImageUpload(
  bytes: Uint8Array,
  { storage, maxBytes, field = "image" }: { storage: ObjectStorage; maxBytes: number; field?: string },
): Promise<ImageManifest> {
  if (bytes.byteLength > maxBytes) throw refuse(413, tooLarge(maxBytes), field);
  const format = signatureFormat(bytes);
  if (!format) throw refuse(400, WRONG_TYPE, field);

  // "error" rather than the stricter default "warning": phones write JPEGs that libjpeg warns about
  // (extra bytes between markers) and that every viewer shows; truncated or broken data still fails.
  const input = () => sharp(bytes, { failOn: "error" });
  let metadata;
  try {
    metadata = await input().metadata();
  } catch {
    throw refuse(400, DAMAGED, field);
  }
  if (metadata.format !== format) throw refuse(400, WRONG_TYPE, field);
  if (metadata.width * metadata.height > MAX_PIXELS)
    throw refuse(400, tooManyPixels(metadata.width * metadata.height), field);
  if ((metadata.pages ?? 1) > 1) throw refuse(400, ANIMATED, field);

  const { width, height } = metadata.autoOrient;
  const key = `images/${createHash("sha256").update(JSON.stringify(RENDITION_SETTINGS)).update(bytes).digest("hex").slice(0, 32)}`;
  const upright = input().autoOrient();
  const plan: { format: RenditionFormat; width: number }[] = [
    ...renditionWidths(width).map((w) => ({ format: "avif" as const, width: w })),
    ...renditionWidths(width).map((w) => ({ format: "webp" as const, width: w })),
    { format: "jpeg", width: Math.min(width, RENDITION_SETTINGS.fallbackWidth) },
  ];

  // Every rendition is made before any is stored, so a file that fails halfway leaves nothing behind.
  const outputs: { step: (typeof plan)[number]; data: Buffer; info: OutputInfo }[] = [];
  for (const step of plan) {
    try {
      outputs.push({
        step,
        ...(await encode(upright.clone().resize({ width: step.width }), step.format).toBuffer({
          resolveWithObject: true,
        })),
      });
    } catch {
      // The header was fine but the pixels are not (a truncated file, a broken stream).
      throw refuse(400, DAMAGED, field);
    }
  }
  const renditions = await Promise.all(
    outputs.map(async ({ step, data, info }): Promise<Rendition> => {
      const renditionKey = `${key}/${step.width}.${EXTENSIONS[step.format]}`;
      await storage.put(renditionKey, data, {
        contentType: CONTENT_TYPES[step.format],
        cacheControl: MEDIA_CACHE_CONTROL,
      });
      return { format: step.format, width: info.width, height: info.height, bytes: data.byteLength, key: renditionKey };
    }),
  );
  return { key, width, height, format, renditions };
}

/** MEDIA_MAX_UPLOAD_MB in bytes. */
export const maxUploadBytes = (env: { MEDIA_MAX_UPLOAD_MB: number }) => env.MEDIA_MAX_UPLOAD_MB * 1024 * 1024;
