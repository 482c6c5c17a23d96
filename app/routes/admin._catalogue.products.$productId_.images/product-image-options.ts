import type { StoredImage } from "~/lib/api-types";

/** GET /v1/admin/products/:id/images: a colour product's pictures are its colours'. */
export type ProductImages = {
  product: { _id: string; name: string; slug: string; productType: string };
  images: StoredImage[];
  colors: { _id: string; name: string; hex: string; images: StoredImage[] }[];
};

/** One list of pictures on the screen: the product's own (color "") or one colour's. */
export type ImageList = { color: string; colorName: string | null; images: StoredImage[] };

export const imageListLabel = (productName: string, colorName: string | null) =>
  colorName ? `${productName} in ${colorName}` : productName;
