import type { ImageManifest } from "@api/services/images/process-image";

/**
 * Where browsers fetch stored renditions: the API's media route, reached on the shop's own
 * origin (its Content-Security-Policy allows images from 'self' only), through nginx's
 * `/v1/media/` location in production.
 */
export const MEDIA_PATH = "/v1/media";

export type ResponsiveSource = { type: "image/avif" | "image/webp"; srcSet: string; sizes: string };

/** Spread onto `<source>` elements and the `<img>` of a `<picture>`, in this order. */
export type ResponsivePicture = {
  sources: ResponsiveSource[];
  img: { src: string; width: number; height: number; alt: string };
};

type Manifest = Pick<ImageManifest, "width" | "height" | "renditions">;

const TYPES = { avif: "image/avif", webp: "image/webp" } as const;

/**
 * A stored image (the manifest the API made on upload) as `<picture>` props: AVIF first, then
 * WebP, each a srcset of its widths for the browser to choose from by `sizes` (the width the
 * image takes in the layout, e.g. "(min-width: 64rem) 50vw, 100vw"), then the JPEG as the
 * `<img>`'s src. The `<img>` carries the image's own width and height, which reserve its box.
 */
export function responsivePicture(
  manifest: Manifest,
  { alt, sizes, mediaPath = MEDIA_PATH }: { alt: string; sizes: string; mediaPath?: string },
): ResponsivePicture {
  const url = (key: string) => `${mediaPath}/${key}`;
  const sources = (["avif", "webp"] as const).flatMap((format) => {
    const renditions = manifest.renditions.filter((r) => r.format === format).sort((a, b) => a.width - b.width);
    if (renditions.length === 0) return [];
    return [{ type: TYPES[format], srcSet: renditions.map((r) => `${url(r.key)} ${r.width}w`).join(", "), sizes }];
  });
  const fallback = manifest.renditions.find((r) => r.format === "jpeg");
  if (!fallback) throw new Error("An image manifest without its JPEG rendition");
  return { sources, img: { src: url(fallback.key), width: manifest.width, height: manifest.height, alt } };
}
