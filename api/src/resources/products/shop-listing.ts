/**
 * The shop listing's page and count: the listing, search, related products and the home widgets.
 * A search first looks for the words as typed (and their synonyms); only when nothing matches
 * does it correct the spelling, so a correct word never drowns in look-alikes. A search that
 * still finds nothing, asked without other filters, is counted for the owner.
 */
import { type SQL, and, inArray } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { products } from "@api/db/schema";
import type { Clock } from "@api/lib/clock";
import { offsetOf } from "@api/lib/query";
import {
  type ProductCard,
  type ProductFilters,
  type ProductSort,
  listProductPage,
  productWhere,
} from "./products.queries";
import { countListing } from "./products.paging";
import { findSearch, isUnfiltered } from "../search/search.service";
import { type SearchPlan, countMatches, rankedPage, recordMiss } from "../search/search.queries";

/** What the shopper asked for beyond the filters: the words, the order and the page. */
type ListingRequest = { searchQuery?: string; sort?: ProductSort; page: number; limit: number };

/** One page of the products the filters (and words) match, with how many match in all. */
export async function shopListing(db: Db, clock: Clock, base: ProductFilters, query: ListingRequest) {
  let filters = base;
  let where = productWhere(filters);
  let totalRecords: number;
  // A search with no other filter is counted and ranked from the search documents alone.
  const plainSearch = query.searchQuery !== undefined && isUnfiltered(base);
  const offset = offsetOf(query);
  // A plain search in relevance order is counted by the query that ranks its page.
  const rankedHere = plainSearch && !query.sort;
  const rankedPages = new Map<SearchPlan, string[]>();
  const rankAndCount = async (search: SearchPlan) => {
    const page = await rankedPage(db, search, { limit: query.limit, offset });
    rankedPages.set(search, page.ids);
    return page.total;
  };
  if (query.searchQuery) {
    const found = await findSearch(db, query.searchQuery, (search) => {
      if (rankedHere) return rankAndCount(search);
      return plainSearch
        ? countMatches(db, search)
        : countListing(db, productWhere({ ...base, search }), { ...base, search });
    });
    filters = { ...base, search: found.plan };
    where = productWhere(filters);
    totalRecords = found.totalRecords;
    if (totalRecords === 0 && query.page === 1 && plainSearch) await recordMiss(db, query.searchQuery, clock.now());
  } else {
    totalRecords = await countListing(db, where, filters);
  }

  let rows: ProductCard[] = [];
  if (offset < totalRecords && filters.search && rankedHere) {
    // The page's products by id (ranked while counting); the listing's own order puts them back in the same order.
    const ids =
      rankedPages.get(filters.search) ?? (await rankedPage(db, filters.search, { limit: query.limit, offset })).ids;
    rows = await listProductPage(db, and(productWhere(base), inArray(products.id, ids)) as SQL, filters, {
      limit: query.limit,
      offset: 0,
    });
  } else if (offset < totalRecords) {
    rows = await listProductPage(db, where, filters, {
      sort: query.sort,
      limit: query.limit,
      offset,
      total: totalRecords,
    });
  }
  return { rows, totalRecords };
}
