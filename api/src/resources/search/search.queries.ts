import { type SQL, type SQLWrapper, and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "@api/db/client";
import {
  categories,
  productCategories,
  productSearch,
  products,
  searchMisses,
  searchSynonyms,
  searchWords as searchWordsTable,
  subCategories,
} from "@api/db/schema";
import {
  type SynonymIndex,
  normalizeQuery,
  searchWords,
  skuLexeme,
  slotsOf,
  synonymIndex,
  tsqueryText,
} from "./search-query";
import { LISTING_COUNT_CAP } from "../products/listing-count-cap";
import { currentListingVersion, keepFigure, keptFigure } from "../products/listing-figures";
import { type Confidence, oneEditAway, oneEditConfidence } from "./spelling";

/** A search, ready for the product listing's WHERE and ORDER BY. */
export type SearchPlan = {
  /** The words as typed, normalised: what an exact name match is compared with. */
  normalized: string;
  /** Condition on the product_search row `document`; false when nothing can match. */
  matches: (document: SQL | typeof productSearch.document) => SQL;
  /** The tsquery, for ts_rank. */
  tsquery: SQL;
  /** What the plan's ranking depends on, as text: the words and the tsquery's. */
  key: string;
};

export async function loadSynonyms(db: Db): Promise<SynonymIndex> {
  const rows = await db.select({ terms: searchSynonyms.terms }).from(searchSynonyms);
  return synonymIndex(rows.map((r) => r.terms));
}

/** `prefix`: the last word may be unfinished (suggestions while typing). */
export function searchPlan(text: string, synonyms: SynonymIndex, { prefix = false } = {}): SearchPlan {
  const words = searchWords(text);
  const query = tsqueryText(slotsOf(words, synonyms), { prefix });
  const sku = prefix ? null : skuLexeme(text);
  const parts = [query ? sql`to_tsquery('english', ${query})` : null, sku ? sql`${sku}::tsquery` : null].filter(
    (part): part is SQL => part !== null,
  );
  const tsquery = parts.length === 0 ? sql`''::tsquery` : sql`(${sql.join(parts, sql` || `)})`;
  return {
    normalized: words.join(" "),
    tsquery,
    key: [words.join(" "), query, sku ?? ""].join("\n"),
    matches: (document) => (parts.length === 0 ? sql`false` : sql`${document} @@ ${tsquery}`),
  };
}

/** The product is found by the search: its document matches (served by the GIN index). */
export const productMatches = (plan: SearchPlan, productId: SQL | typeof products.id) =>
  sql`${productId} in (select ${productSearch.productId} from ${productSearch} where ${plan.matches(productSearch.document)})`;

/** ' lower case words ' of a name, as product_search.name_key holds them. */
const nameKeyOf = (name: SQL | typeof products.name) =>
  sql`' ' || trim(regexp_replace(lower(${name}), '[^a-z0-9]+', ' ', 'g')) || ' '`;

/** What a match is ranked by: the whole name as typed, a name holding the words in order, then ts_rank (name weighs most). */
function rankKeys(plan: SearchPlan, nameKey: SQL, rank: SQL) {
  return {
    exactName: sql<boolean>`(${nameKey} = ${` ${plan.normalized} `})`,
    phraseInName: sql<boolean>`(${nameKey} like ${`% ${plan.normalized} %`})`,
    rank,
  };
}

/** Higher first, key by key. */
const byRank = (keys: Record<"exactName" | "phraseInName" | "rank", SQLWrapper>): SQL[] =>
  [keys.exactName, keys.phraseInName, keys.rank].map((key) => desc(key));

const rankOrder = (plan: SearchPlan, nameKey: SQL, rank: SQL) => byRank(rankKeys(plan, nameKey, rank));

/** The relevance order of the product listing, whatever else it filters by. */
export const searchRankOrder = (
  plan: SearchPlan,
  productId: SQL | typeof products.id,
  name: SQL | typeof products.name,
) =>
  rankOrder(
    plan,
    nameKeyOf(name),
    sql`(select ts_rank(${productSearch.document}, ${plan.tsquery}) from ${productSearch} where ${productSearch.productId} = ${productId})`,
  );

/**
 * How many active products a search finds, from the search documents alone (no other filter),
 * at most LISTING_COUNT_CAP like every filtered listing: counting every 'sofa' of a big shop
 * read thousands of rows for a figure nobody pages through.
 */
export async function countMatches(db: Db, plan: SearchPlan) {
  const matches = db
    .select({ one: sql`1` })
    .from(productSearch)
    .where(plan.matches(productSearch.document))
    .limit(LISTING_COUNT_CAP)
    .as("matches");
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(matches);
  return row.total;
}

/**
 * From how many matches a search's ranking is kept: ranking reads every match (17 ms for the
 * 8,736 of 'sofa' at 100,000 products), while a kept one is a slice of one row.
 */
const RANKING_KEPT_FROM = 1_000;

type Page = { limit: number; offset: number };

/**
 * One page of a search without other filters, in relevance order (then newest, as the listing),
 * with the count of all matches (at most LISTING_COUNT_CAP). A search finding RANKING_KEPT_FROM
 * products or more is ranked once and its ranking kept while nothing a listing reads changes.
 */
export async function rankedPage(db: Db, plan: SearchPlan, page: Page) {
  const key = `search ${plan.key}`;
  const kept = await keptFigure(db, key, page);
  if (kept) return kept;
  const ranking = await rankMatches(db, plan);
  if (ranking.matches >= RANKING_KEPT_FROM) await keepFigure(db, key, ranking);
  return { ids: ranking.ids.slice(page.offset, page.offset + page.limit), total: ranking.total };
}

/**
 * The best LISTING_COUNT_CAP matches in order, how many there are, and the version of the
 * documents they were read from (the same snapshot).
 */
async function rankMatches(db: Db, plan: SearchPlan) {
  const rank = rankKeys(plan, sql`${productSearch.nameKey}`, sql`ts_rank(${productSearch.document}, ${plan.tsquery})`);
  // Each match is reduced to its sort keys before it is counted: the window otherwise buffered
  // whole rows, search documents included, and spilled to disk (25 against 17 ms for 'sofa').
  const keys = db
    .select({
      productId: productSearch.productId,
      exactName: rank.exactName.as("exact_name"),
      phraseInName: rank.phraseInName.as("phrase_in_name"),
      rank: rank.rank.as("rank"),
      createdAt: productSearch.createdAt,
    })
    .from(productSearch)
    .where(plan.matches(productSearch.document))
    // An OFFSET keeps PostgreSQL from merging this query into the outer one; Drizzle leaves
    // out a literal 0, not a placeholder.
    .offset(sql.placeholder("notMerged"))
    .as("keys");
  const rows = await db
    .select({
      productId: keys.productId,
      matches: sql<number>`count(*) over ()::int`,
      version: currentListingVersion,
    })
    .from(keys)
    .orderBy(...byRank(keys), desc(keys.createdAt), asc(keys.productId))
    .limit(LISTING_COUNT_CAP)
    .execute({ notMerged: 0 });
  const matches = rows.length ? Number(rows[0].matches) : 0;
  return {
    ids: rows.map((r) => r.productId),
    matches,
    total: Math.min(matches, LISTING_COUNT_CAP),
    version: rows.length ? rows[0].version : 0,
  };
}

/** Short words and numbers are left as typed: one edit from 'tv' or '42' is anything. */
const MIN_CORRECTED_LENGTH = 3;
/** pg_trgm's own threshold for `%`: a long word this close is offered, never searched unasked. */
const OFFER_BY_TRIGRAMS_FROM_LENGTH = 5;

export type Corrections = {
  /** The query with the corrections sure enough to search at once; null when there are none. */
  sure: string | null;
  /** The query with every correction found, for 'Did you mean …?'; null when there are none. */
  offered: string | null;
};

/**
 * The closest catalogue (or synonym) word for each word the shop does not know: one edit away
 * (most products using it wins), else, for a long word, the most similar by trigrams.
 */
export async function correctSpelling(db: Db, text: string, synonyms: SynonymIndex): Promise<Corrections> {
  const words = searchWords(text);
  const synonymWords = new Set([...synonyms.values()].flat().flatMap((term) => term.split(" ")));
  const candidates = new Map(words.map((word) => [word, oneEditAway(word)]));
  const lookedUp = [...new Set([...words, ...[...candidates.values()].flat()])];
  const known = new Map(
    (
      await db
        .select({ word: searchWordsTable.word, products: searchWordsTable.products })
        .from(searchWordsTable)
        .where(and(inArray(searchWordsTable.word, lookedUp), gt(searchWordsTable.products, 0)))
    ).map((r) => [r.word, r.products]),
  );
  for (const word of synonymWords) if (!known.has(word)) known.set(word, 0);

  const sure: string[] = [];
  const offered: string[] = [];
  for (const word of words) {
    let fix: { word: string; confidence: Confidence } | null = null;
    if (!known.has(word) && word.length >= MIN_CORRECTED_LENGTH && !/^\d+$/.test(word)) {
      const [best] = (candidates.get(word) ?? [])
        .filter((candidate) => known.has(candidate))
        .sort((a, b) => (known.get(b) ?? 0) - (known.get(a) ?? 0) || a.localeCompare(b));
      if (best) fix = { word: best, confidence: oneEditConfidence(word) };
      else if (word.length >= OFFER_BY_TRIGRAMS_FROM_LENGTH) {
        const [similar] = await db
          .select({ word: searchWordsTable.word })
          .from(searchWordsTable)
          .where(and(gt(searchWordsTable.products, 0), sql`${searchWordsTable.word} % ${word}`))
          .orderBy(desc(sql`similarity(${searchWordsTable.word}, ${word})`), desc(searchWordsTable.products))
          .limit(1);
        if (similar) fix = { word: similar.word, confidence: "maybe" };
      }
    }
    sure.push(fix?.confidence === "sure" ? fix.word : word);
    offered.push(fix?.word ?? word);
  }
  const changed = (list: string[]) => (list.join(" ") === words.join(" ") ? null : list.join(" "));
  return { sure: changed(sure), offered: changed(offered) };
}

/** Counts a search that found nothing, by its normalised words. */
export async function recordMiss(db: Db, text: string, now: Date) {
  const query = normalizeQuery(text);
  if (!query) return;
  await db
    .insert(searchMisses)
    .values({ query, count: 1, lastSeenAt: now })
    .onConflictDoUpdate({
      target: searchMisses.query,
      set: { count: sql`${searchMisses.count} + 1`, lastSeenAt: now },
    });
}

/** How many documents a suggestion ranks at most: a short prefix can match most of a big shop. */
const SUGGESTION_POOL = 200;
const MAX_PRODUCT_SUGGESTIONS = 5;
const MAX_CATEGORY_SUGGESTIONS = 3;

/** Categories and sub-categories named by the words, and the best products among the first matches. */
export async function suggestionsFor(db: Db, text: string) {
  const synonyms = await loadSynonyms(db);
  const plan = searchPlan(text, synonyms, { prefix: true });
  if (!plan.normalized) return { categories: [], products: [] };
  const pool = db
    .select({ productId: productSearch.productId, document: productSearch.document, nameKey: productSearch.nameKey })
    .from(productSearch)
    .where(plan.matches(productSearch.document))
    .limit(SUGGESTION_POOL)
    .as("pool");
  const [categoryRows, subCategoryRows, productRows] = await Promise.all([
    db
      .select({ name: categories.name, slug: categories.slug })
      .from(categories)
      .where(plan.matches(sql`to_tsvector('english', ${categories.name})`))
      .orderBy(asc(categories.position), asc(categories.name))
      .limit(MAX_CATEGORY_SUGGESTIONS),
    db
      .select({
        name: subCategories.name,
        slug: subCategories.slug,
        categoryName: categories.name,
        categorySlug: categories.slug,
      })
      .from(subCategories)
      .innerJoin(categories, eq(categories.id, subCategories.categoryId))
      .where(plan.matches(sql`to_tsvector('english', ${subCategories.name})`))
      .orderBy(asc(categories.position), asc(subCategories.position), asc(subCategories.name))
      .limit(MAX_CATEGORY_SUGGESTIONS),
    db
      .select({ name: products.name, slug: products.slug })
      .from(pool)
      .innerJoin(products, eq(products.id, pool.productId))
      .orderBy(
        ...rankOrder(plan, sql`${pool.nameKey}`, sql`ts_rank(${pool.document}, ${plan.tsquery})`),
        asc(products.name),
      )
      .limit(MAX_PRODUCT_SUGGESTIONS),
  ]);
  return {
    categories: [
      ...categoryRows.map((c) => ({ name: c.name, catSlug: c.slug, subCatSlug: null, parentName: null })),
      ...subCategoryRows.map((s) => ({
        name: s.name,
        catSlug: s.categorySlug,
        subCatSlug: s.slug,
        parentName: s.categoryName,
      })),
    ].slice(0, MAX_CATEGORY_SUGGESTIONS),
    products: productRows,
  };
}

/** How many best sellers decide which categories are popular. */
const BESTSELLERS_SAMPLED = 100;
const POPULAR_CATEGORIES = 4;

/**
 * The categories that sold most among the shop's best sellers (then the shop's own order):
 * what a shopper who found nothing is offered instead. Reads the top of the best sellers only.
 */
export async function popularCategories(db: Db) {
  const best = db
    .select({ id: products.id, soldCount: products.soldCount })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(desc(products.soldCount), asc(products.id))
    .limit(BESTSELLERS_SAMPLED)
    .as("best");
  const held = db
    .select({ categoryId: productCategories.categoryId, sold: sql<number>`sum(${best.soldCount})::int`.as("sold") })
    .from(best)
    .innerJoin(productCategories, eq(productCategories.productId, best.id))
    .groupBy(productCategories.categoryId)
    .as("held");
  return db
    .select({ name: categories.name, slug: categories.slug, image: categories.image })
    .from(categories)
    .leftJoin(held, eq(held.categoryId, categories.id))
    .orderBy(desc(sql`coalesce(${held.sold}, 0)`), asc(categories.position), asc(categories.name))
    .limit(POPULAR_CATEGORIES);
}
