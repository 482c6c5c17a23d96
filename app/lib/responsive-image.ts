import type { Image } from "@api/contract/schemas/image";

/**
 * Where browsers fetch stored renditions: the API's media route, reached on the shop's own
 * origin (its Content-Security-Policy allows images from 'self' only), through nginx's
 * `/v1/media/` location in production.
 */
export const MEDIA_PATH = "/v1/media";

export type ResponsiveSource = { type: "image/avif" | "image/webp"; srcSet: string; sizes: string };

const FORMATS = [
  { type: "image/avif", extension: "avif" },
  { type: "image/webp", extension: "webp" },
] as const;

/**
 * The `<source>`s of an uploaded picture (one that names its renditions): AVIF first, then WebP,
 * each a srcset of its widths for the browser to choose from by `sizes` (the width the image takes
 * in the layout, e.g. "(min-width: 64rem) 50vw, 100vw"). The `<img>` keeps the image's url (its
 * JPEG) for browsers that know neither. A picture without renditions (the demo's SVGs) has none.
 */
export function pictureSources(
  image: Pick<Image, "renditions">,
  sizes: string,
  mediaPath = MEDIA_PATH,
): ResponsiveSource[] {
  if (!image.renditions || image.renditions.widths.length === 0) return [];
  const { key, widths } = image.renditions;
  return FORMATS.map(({ type, extension }) => ({
    type,
    srcSet: widths.map((width) => `${mediaPath}/${key}/${width}.${extension} ${width}w`).join(", "),
    sizes,
  }));
}
