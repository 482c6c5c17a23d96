import type { Db } from "@api/db/client";
import { countListing } from "../products/products.paging";
import { type ProductFilters, productWhere } from "../products/products.queries";
import { type SearchPlan, correctSpelling, loadSynonyms, popularCategories, searchPlan } from "./search.queries";

/**
 * The search to list: the words as typed (with their synonyms) when they find anything, else
 * the words with the spelling corrections sure enough to apply unasked ('chiar' to 'chair').
 * `count` counts the products a plan finds within the listing's other filters.
 */
export async function findSearch(db: Db, text: string, count: (plan: SearchPlan) => Promise<number>) {
  const synonyms = await loadSynonyms(db);
  const asTyped = searchPlan(text, synonyms);
  const totalRecords = await count(asTyped);
  if (totalRecords > 0 || !asTyped.normalized) return { plan: asTyped, totalRecords };
  const { sure } = await correctSpelling(db, text, synonyms);
  if (sure === null) return { plan: asTyped, totalRecords };
  const corrected = searchPlan(sure, synonyms);
  return { plan: corrected, totalRecords: await count(corrected) };
}

/** The listing has no filter but the search: what a shopper typed into a search box. */
export const isUnfiltered = (filters: ProductFilters) =>
  filters.categoryIds.length === 0 &&
  filters.subCategoryIds === null &&
  filters.minPaise === undefined &&
  filters.maxPaise === undefined &&
  filters.colors.length === 0 &&
  filters.sizes.length === 0 &&
  !filters.excludeId &&
  !filters.onSale;

const NO_FILTERS: ProductFilters = { categoryIds: [], subCategoryIds: null, colors: [], sizes: [], onSale: false };

/**
 * What a page with no results offers: 'Did you mean …?' (every correction found, only when
 * it finds products) and the popular categories.
 */
export async function searchAlternatives(db: Db, text: string) {
  const synonyms = await loadSynonyms(db);
  const [{ offered }, categories] = await Promise.all([correctSpelling(db, text, synonyms), popularCategories(db)]);
  let didYouMean: string | null = null;
  if (offered !== null) {
    const filters = { ...NO_FILTERS, search: searchPlan(offered, synonyms) };
    const found = await countListing(db, productWhere(filters), filters);
    if (found > 0) didYouMean = offered;
  }
  return { didYouMean, categories };
}
