/** The back-office API's answers about categories, colours and sizes, from the contract. */
export type {
  AdminCategory,
  AdminColor,
  AdminSize,
  AdminSubCategory,
} from "@api/contract/schemas/admin-catalogue-masters";

type Counted = { productCount: number; activeProductCount: number };

/** "3 (1 inactive)": the count staff need before deleting, inactive products included. */
export function productCountText({ productCount, activeProductCount }: Counted) {
  const inactive = productCount - activeProductCount;
  return inactive > 0 ? `${productCount} (${inactive} inactive)` : String(productCount);
}
