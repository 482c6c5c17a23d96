import type { StoredImage } from "~/lib/api-types";
import type { productImagesSchema } from "@api/contract/schemas/admin-products";
import type { z } from "zod";

/** GET /v1/admin/products/:id/images: a colour product's pictures are its colours'. */
export type ProductImages = z.output<typeof productImagesSchema>;

/** One list of pictures on the screen: the product's own (color "") or one colour's. */
export type ImageList = { color: string; colorName: string | null; images: StoredImage[] };

export const imageListLabel = (productName: string, colorName: string | null) =>
  colorName ? `${productName} in ${colorName}` : productName;
