import { describe, expect, it } from "vitest";
import { MEDIA_PATH, responsivePicture } from "./responsive-image";

const key = "images/3f2a9c0d1e4b5a6978877665544332211";
const rendition = (format: "avif" | "webp" | "jpeg", width: number) => ({
  format,
  width,
  height: (width * 3) / 4,
  bytes: width * 10,
  key: `${key}/${width}.${format === "jpeg" ? "jpg" : format}`,
});

/** As processImageUpload makes it for a 2000 x 1500 upload, in a shuffled order. */
const manifest = {
  key,
  width: 2000,
  height: 1500,
  format: "jpeg" as const,
  renditions: [
    rendition("webp", 1920),
    rendition("avif", 640),
    rendition("jpeg", 1280),
    ...[320, 960, 1280, 1920].map((w) => rendition("avif", w)),
    ...[320, 640, 960, 1280].map((w) => rendition("webp", w)),
  ],
};

describe("responsivePicture", () => {
  it("offers AVIF, then WebP, each by width, and the JPEG with the image's own size as the <img>", () => {
    const sizes = "(min-width: 64rem) 50vw, 100vw";
    const srcSet = (ext: string) =>
      [320, 640, 960, 1280, 1920].map((w) => `/v1/media/${key}/${w}.${ext} ${w}w`).join(", ");
    expect(responsivePicture(manifest, { alt: "Teak sofa in a sunlit room", sizes })).toEqual({
      sources: [
        { type: "image/avif", srcSet: srcSet("avif"), sizes },
        { type: "image/webp", srcSet: srcSet("webp"), sizes },
      ],
      img: { src: `/v1/media/${key}/1280.jpg`, width: 2000, height: 1500, alt: "Teak sofa in a sunlit room" },
    });
  });

  it("serves from the shop's /v1/media unless told another path, and keeps an empty alt (decorative)", () => {
    expect(MEDIA_PATH).toBe("/v1/media");
    const picture = responsivePicture(manifest, { alt: "", sizes: "100vw", mediaPath: "https://media.example.in" });
    expect(picture.img).toMatchObject({ src: `https://media.example.in/${key}/1280.jpg`, alt: "" });
    expect(picture.sources[0].srcSet.startsWith(`https://media.example.in/${key}/320.avif 320w, `)).toBe(true);
  });

  it("leaves out a format the manifest has no renditions in, and refuses one without its JPEG", () => {
    const small = { width: 250, height: 100, renditions: [rendition("webp", 250), rendition("jpeg", 250)] };
    expect(responsivePicture(small, { alt: "Cushion", sizes: "10rem" }).sources).toEqual([
      { type: "image/webp", srcSet: `/v1/media/${key}/250.webp 250w`, sizes: "10rem" },
    ]);
    expect(() => responsivePicture({ ...small, renditions: [rendition("webp", 250)] }, { alt: "", sizes: "10rem" })).toThrow(/JPEG/);
  });
});
