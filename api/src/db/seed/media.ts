import type { StoredImage } from "../schema";

/**
 * The demo pictures are generated illustrations (scripts/generate-demo-images.ts) shipped
 * under public/media. The seed describes each picture once, with what to draw, so the seed
 * and the generator can never disagree about which files exist.
 */

/** The furniture silhouettes the generator knows how to draw. */
export type FurnitureKind =
  | "sofa"
  | "armchair"
  | "office-chair"
  | "dining-chair"
  | "stool"
  | "ottoman"
  | "bench"
  | "coffee-table"
  | "side-table"
  | "dining-table"
  | "desk"
  | "console"
  | "bed"
  | "wardrobe"
  | "cabinet"
  | "tv-unit"
  | "drawers"
  | "bookshelf"
  | "lamp"
  | "floor-lamp"
  | "pendant-lamp"
  | "mirror"
  | "vase"
  | "planter"
  | "rug"
  | "wall-art"
  | "swing"
  | "trunk";

/** front: the whole piece; detail: zoomed on it; side: the mirrored angle on another wall. */
export type ProductView = "front" | "detail" | "side";

export type Art =
  | { type: "product"; kind: FurnitureKind; fill: string; view: ProductView }
  /** A room: a wall colour, a floor and a few pieces standing in it. */
  | { type: "scene"; wall: string; floor: string; pieces: { kind: FurnitureKind; fill: string }[] }
  | { type: "avatar"; initials: string; fill: string };

export type DemoImage = StoredImage & { alt: string; art: Art };

/** Every picture the seed hands out, keyed by URL; the generator draws exactly these. */
const registry = new Map<string, DemoImage>();

export function demoImage(file: string, width: number, height: number, alt: string, art: Art): StoredImage {
  const image: DemoImage = { url: `/media/${file}.svg`, width, height, alt, art };
  registry.set(image.url, image);
  return { url: image.url, width, height, alt };
}

export function registeredImages(): DemoImage[] {
  return [...registry.values()];
}

const VIEW_ALT: Record<ProductView, string> = {
  front: "front view",
  detail: "close-up of the finish",
  side: "side view",
};

export function productImages(
  file: string,
  name: string,
  kind: FurnitureKind,
  fill: string,
  views: ProductView[],
): StoredImage[] {
  return views.map((view, i) =>
    demoImage(`products/${file}-${i + 1}`, 800, 800, `${name}, ${VIEW_ALT[view]}`, {
      type: "product",
      kind,
      fill,
      view,
    }),
  );
}
