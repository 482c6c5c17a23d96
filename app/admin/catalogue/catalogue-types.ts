import type { StoredImage } from "~/lib/api-types";

/** The back-office API's answers about categories, colours and sizes (api/src/resources/admin). */
type Counted = { productCount: number; activeProductCount: number };

export type AdminSubCategory = Counted & { _id: string; name: string; slug: string; position: number };

export type AdminCategory = Counted & {
  _id: string;
  name: string;
  slug: string;
  image: StoredImage;
  seoTitle: string | null;
  seoDescription: string | null;
  position: number;
  version: number;
  subCategories: AdminSubCategory[];
};

export type AdminColor = Counted & { _id: string; name: string; slug: string; hex: string };

export type AdminSize = Counted & { _id: string; name: string; slug: string; position: number };

/** "3 (1 inactive)": the count staff need before deleting, inactive products included. */
export function productCountText({ productCount, activeProductCount }: Counted) {
  const inactive = productCount - activeProductCount;
  return inactive > 0 ? `${productCount} (${inactive} inactive)` : String(productCount);
}
