import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { readApiEnv } from "@api/env";
import { ApiError } from "@api/lib/envelope";
import { LocalDiskStorage } from "../storage/local-disk";
import type { ObjectStorage } from "../storage/object-storage";
import {
  ANIMATED,
  DAMAGED,
  type ImageManifest,
  MEDIA_CACHE_CONTROL,
  WRONG_TYPE,
  maxUploadBytes,
  processImageUpload,
  renditionWidths,
} from "./process-image";

const scratch = mkdtempSync(path.join(tmpdir(), "woodnest-images-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let stores = 0;
const freshStorage = () => new LocalDiskStorage(path.join(scratch, `store-${++stores}`));

const TEN_MB = maxUploadBytes(readApiEnv({ NODE_ENV: "test" }));

/** A flat image of one colour, the cheapest real image to make and to encode. */
const flat = (width: number, height: number, background = { r: 180, g: 140, b: 90 }) =>
  sharp({ create: { width, height, channels: 3, background } });

/** A landscape photo as a phone stores one held upright: left half red, right half blue, EXIF says "turn 90° clockwise". */
async function phoneJpeg() {
  const blue = await flat(300, 400, { r: 0, g: 0, b: 255 }).png().toBuffer();
  return flat(600, 400, { r: 255, g: 0, b: 0 })
    .composite([{ input: blue, left: 300, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "WoodnestTestCam", Model: "Shop Floor 1", Copyright: "Asha Verma" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "28/1 36/1 50/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "77/1 12/1 30/1",
        GPSMapDatum: "WGS-84",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function refusal(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  const { status, message, errors } = err as ApiError;
  return { status, message, errors };
}

const read = async (storage: ObjectStorage, key: string) => {
  const object = await storage.get(key);
  expect(object, key).not.toBeNull();
  return { ...object!, bytes: Buffer.from(await new Response(object!.body).arrayBuffer()) };
};

const pixel = async (image: Buffer, left: number, top: number) => [
  ...(await sharp(image).extract({ left, top, width: 1, height: 1 }).removeAlpha().raw().toBuffer()),
];

const dims = (manifest: ImageManifest, format: string) =>
  manifest.renditions.filter((r) => r.format === format).map((r) => [r.width, r.height]);

describe("renditionWidths", () => {
  it("takes the standard widths below the image's own, then its own up to 1920, never wider", () => {
    expect(renditionWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(renditionWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(renditionWidths(2000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(renditionWidths(1000)).toEqual([320, 640, 1000]);
    // 960 is within 10 percent of 1000 and 1,050: no rendition that close to the largest.
    expect(renditionWidths(1050)).toEqual([320, 640, 1050]);
    expect(renditionWidths(1100)).toEqual([320, 640, 960, 1100]);
    expect(renditionWidths(250)).toEqual([250]);
  });
});

describe("processImageUpload", () => {
  it("turns a phone's JPEG upright and strips its EXIF and GPS from every rendition", async () => {
    const upload = await phoneJpeg();
    const before = await sharp(upload).metadata();
    expect(before).toMatchObject({ format: "jpeg", width: 600, height: 400, orientation: 6 });
    expect(before.exif?.includes("WoodnestTestCam")).toBe(true);
    expect(before.exif?.includes("WGS-84")).toBe(true);

    const storage = freshStorage();
    const manifest = await processImageUpload(upload, { storage, maxBytes: TEN_MB });
    expect(manifest).toMatchObject({
      key: expect.stringMatching(/^images\/[0-9a-f]{32}$/),
      width: 400,
      height: 600,
      format: "jpeg",
    });
    expect(dims(manifest, "avif")).toEqual([
      [320, 480],
      [400, 600],
    ]);
    expect(dims(manifest, "webp")).toEqual([
      [320, 480],
      [400, 600],
    ]);
    expect(dims(manifest, "jpeg")).toEqual([[400, 600]]);

    for (const rendition of manifest.renditions) {
      const stored = await read(storage, rendition.key);
      const meta = await sharp(stored.bytes).metadata();
      expect(meta.format === "heif" ? "avif" : meta.format, rendition.key).toBe(rendition.format);
      expect([meta.width, meta.height]).toEqual([rendition.width, rendition.height]);
      expect(stored.bytes.length).toBe(rendition.bytes);
      expect(meta.exif, rendition.key).toBeUndefined();
      expect(meta.xmp, rendition.key).toBeUndefined();
      expect(meta.iptc, rendition.key).toBeUndefined();
      expect(meta.orientation, rendition.key).toBeUndefined();
      expect(meta.icc, rendition.key).toBeUndefined();
      expect(stored.bytes.includes("WoodnestTestCam")).toBe(false);
      expect(stored.bytes.includes("WGS-84")).toBe(false);
      expect(stored.bytes.includes("Asha Verma")).toBe(false);
    }

    // Upright: what was the left (red) is now the top, the right (blue) the bottom.
    const fallback = (await read(storage, manifest.renditions.find((r) => r.format === "jpeg")!.key)).bytes;
    const [top, bottom] = [await pixel(fallback, 200, 50), await pixel(fallback, 200, 550)];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
  });

  it("makes AVIF and WebP at each width and one JPEG at 1280, stored with their types for a year", async () => {
    const storage = freshStorage();
    const upload = await flat(2000, 1500).png().toBuffer();
    const manifest = await processImageUpload(upload, { storage, maxBytes: TEN_MB });
    const widths = [320, 640, 960, 1280, 1920].map((w) => [w, (w * 3) / 4]);
    expect(manifest).toMatchObject({ width: 2000, height: 1500, format: "png" });
    expect(dims(manifest, "avif")).toEqual(widths);
    expect(dims(manifest, "webp")).toEqual(widths);
    expect(dims(manifest, "jpeg")).toEqual([[1280, 960]]);
    expect(manifest.renditions.map((r) => r.key)).toEqual([
      ...[320, 640, 960, 1280, 1920].map((w) => `${manifest.key}/${w}.avif`),
      ...[320, 640, 960, 1280, 1920].map((w) => `${manifest.key}/${w}.webp`),
      `${manifest.key}/1280.jpg`,
    ]);
    expect((await storage.list(`${manifest.key}/`)).length).toBe(11);
    const types = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };
    for (const rendition of manifest.renditions) {
      const info = await storage.head(rendition.key);
      expect(info).toMatchObject({
        contentType: types[rendition.format],
        cacheControl: MEDIA_CACHE_CONTROL,
        size: rendition.bytes,
      });
    }
  });

  it("never makes a rendition wider than the upload", async () => {
    const manifest = await processImageUpload(await flat(800, 600).webp().toBuffer(), {
      storage: freshStorage(),
      maxBytes: TEN_MB,
    });
    expect(manifest.format).toBe("webp");
    expect(dims(manifest, "avif")).toEqual([
      [320, 240],
      [640, 480],
      [800, 600],
    ]);
    expect(dims(manifest, "jpeg")).toEqual([[800, 600]]);
  });

  it("keeps transparency in AVIF and WebP and puts the JPEG on white", async () => {
    const storage = freshStorage();
    const dot = await flat(100, 100, { r: 20, g: 90, b: 40 }).png().toBuffer();
    const upload = await sharp({
      create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([{ input: dot, left: 150, top: 150 }])
      .png()
      .toBuffer();
    const manifest = await processImageUpload(upload, { storage, maxBytes: TEN_MB });
    for (const rendition of manifest.renditions) {
      const { bytes } = await read(storage, rendition.key);
      expect((await sharp(bytes).metadata()).hasAlpha, rendition.format).toBe(rendition.format !== "jpeg");
    }
    const jpeg = (await read(storage, manifest.renditions.find((r) => r.format === "jpeg")!.key)).bytes;
    for (const channel of await pixel(jpeg, 5, 5)) expect(channel).toBeGreaterThan(250);
  });

  it("gives the same bytes the same key, and other bytes another", async () => {
    const upload = await flat(400, 300).jpeg().toBuffer();
    const first = await processImageUpload(upload, { storage: freshStorage(), maxBytes: TEN_MB });
    const again = await processImageUpload(upload, { storage: freshStorage(), maxBytes: TEN_MB });
    const other = await processImageUpload(await flat(400, 300, { r: 1, g: 2, b: 3 }).jpeg().toBuffer(), {
      storage: freshStorage(),
      maxBytes: TEN_MB,
    });
    expect(again.key).toBe(first.key);
    expect(other.key).not.toBe(first.key);
  });

  describe("refuses, storing nothing", () => {
    const refused = async (upload: Buffer, maxBytes = TEN_MB) => {
      const storage = freshStorage();
      const result = await refusal(processImageUpload(upload, { storage, maxBytes }));
      expect(await storage.list("images/")).toEqual([]);
      return result;
    };
    const wrongType = { status: 400, message: WRONG_TYPE, errors: { image: WRONG_TYPE } };

    it("a text file named .jpg and a PDF named .png: the content decides, not the name", async () => {
      expect(await refused(Buffer.from("Sofa: 3 seater, teak, Rs 45,000\n"))).toEqual(wrongType);
      const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
      expect(await refused(pdf)).toEqual(wrongType);
      expect(await refused(Buffer.alloc(0))).toEqual(wrongType);
    });

    it("images in other formats: GIF, TIFF, AVIF and SVG", async () => {
      for (const upload of [
        await flat(40, 40).gif().toBuffer(),
        await flat(40, 40).tiff().toBuffer(),
        await flat(40, 40).avif().toBuffer(),
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40"/></svg>',
        ),
      ]) {
        expect(await refused(upload)).toEqual(wrongType);
      }
    });

    it("a file larger than the limit, with the limit in the message", async () => {
      const noise = { type: "gaussian" as const, mean: 128, sigma: 60 };
      const upload = await sharp({ create: { width: 2000, height: 2000, channels: 3, noise, background: "#000" } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(upload.length).toBeGreaterThan(TEN_MB);
      const message = "The image is larger than 10 MB.";
      expect(await refused(upload)).toEqual({ status: 413, message, errors: { image: message } });
      expect(TEN_MB).toBe(10 * 1024 * 1024);
    });

    it("more than 40 megapixels", async () => {
      const upload = await flat(8000, 6000).png().toBuffer();
      expect(upload.length).toBeLessThan(TEN_MB);
      const message = "The image is 48 megapixels; it may be at most 40 megapixels.";
      expect(await refused(upload)).toEqual({ status: 400, message, errors: { image: message } });
    });

    it("an animated WebP", async () => {
      // Two different frames: the encoder folds identical ones into one.
      const colours = [
        { r: 136, g: 68, b: 34 },
        { r: 34, g: 68, b: 136 },
      ];
      const frames = await Promise.all(colours.map((colour) => flat(32, 32, colour).png().toBuffer()));
      const upload = await sharp(frames, { join: { animated: true } })
        .webp({ loop: 0, delay: [100, 100] })
        .toBuffer();
      expect((await sharp(upload).metadata()).pages).toBe(2);
      expect(await refused(upload)).toEqual({ status: 400, message: ANIMATED, errors: { image: ANIMATED } });
    });

    it("a damaged file: a PNG signature before noise, and a JPEG cut in half", async () => {
      const damaged = { status: 400, message: DAMAGED, errors: { image: DAMAGED } };
      expect(await refused(Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), Buffer.alloc(200, 7)]))).toEqual(
        damaged,
      );
      const jpeg = await phoneJpeg();
      expect(await refused(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toEqual(damaged);
    });
  });

  it("puts the message under the field the caller names", async () => {
    const result = await refusal(
      processImageUpload(Buffer.from("not an image"), { storage: freshStorage(), maxBytes: TEN_MB, field: "photo" }),
    );
    expect(result.errors).toEqual({ photo: WRONG_TYPE });
  });
});
