import { describe, expect, it } from "vitest";
import { MEDIA_PATH, pictureSources } from "./responsive-image";

const key = "images/3f2a9c0d1e4b5a6978877665544332211";

describe("pictureSources", () => {
  it("offers AVIF, then WebP, each a srcset of the upload's widths", () => {
    const sizes = "(min-width: 64rem) 50vw, 100vw";
    const srcSet = (ext: string) =>
      [320, 640, 960, 1280, 1920].map((w) => `/v1/media/${key}/${w}.${ext} ${w}w`).join(", ");
    expect(pictureSources({ renditions: { key, widths: [320, 640, 960, 1280, 1920] } }, sizes)).toEqual([
      { type: "image/avif", srcSet: srcSet("avif"), sizes },
      { type: "image/webp", srcSet: srcSet("webp"), sizes },
    ]);
  });

  it("serves from the shop's /v1/media unless told another path", () => {
    expect(MEDIA_PATH).toBe("/v1/media");
    const [avif] = pictureSources({ renditions: { key, widths: [250] } }, "10rem", "https://media.example.in");
    expect(avif.srcSet).toBe(`https://media.example.in/${key}/250.avif 250w`);
  });

  it("has none for a picture without renditions (the demo's drawings)", () => {
    expect(pictureSources({}, "100vw")).toEqual([]);
    expect(pictureSources({ renditions: { key, widths: [] } }, "100vw")).toEqual([]);
  });
});
