/**
 * What a product listing is narrowed by. A module of its own so the listing's query, its paging
 * and the search can all name it without importing one another.
 */
import type { SearchPlan } from "../search/search.queries";

export type CategoryScope = {
  /** The product must be in every one of these categories. */
  categoryIds: string[];
  /** The product must be in at least one of these sub-categories; null means no condition. */
  subCategoryIds: string[] | null;
};

export type ProductFilters = CategoryScope & {
  minPaise?: number;
  maxPaise?: number;
  /** Colour ids or slugs: the product needs a variant in one of them. */
  colors: string[];
  /** Size ids or slugs: the product needs a variant in one of them. */
  sizes: string[];
  /** A search (search.queries' searchPlan): found through the products' search documents. */
  search?: SearchPlan;
  excludeId?: string;
  onSale: boolean;
};
