import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalogue";
import { tsvector } from "./columns";

/**
 * The search document of each active product (an inactive one has no row), kept current by
 * triggers in the database (migration 0003): name (weight A), category and sub-category names
 * and sku (B), tag line and colour names (C). `words` are its distinct words, counted into
 * searchWords. `nameKey` (' lower case words ') and `createdAt` copy the product's, so a
 * search is ranked and paged from this table alone.
 */
export const productSearch = pgTable(
  "product_search",
  {
    productId: text("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    document: tsvector("document").notNull(),
    words: text("words")
      .array()
      .notNull()
      .default(sql`'{}'`),
    nameKey: text("name_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("product_search_document").using("gin", t.document)],
);

/**
 * One row: the version of everything a listing reads (search documents, prices, colours, sizes,
 * shelves, whether a product is active), moved on by every statement that changes any of it.
 * Each listing figure belongs to the version it was read at.
 */
export const listingVersion = pgTable(
  "listing_version",
  {
    onlyRow: boolean("only_row").primaryKey().default(true),
    version: bigint("version", { mode: "number" }).notNull(),
  },
  (t) => [check("listing_version_one_row", sql`${t.onlyRow}`)],
);

/**
 * What a listing read once and may read again while its version is current: a search's
 * relevance order (ids, at most LISTING_COUNT_CAP, and its count), a filtered listing's count,
 * the colours or sizes in use on a shelf (ids).
 */
export const listingFigures = pgTable("listing_figures", {
  /** What was read ('search …', 'count …', 'colors …'), with its parameters. */
  key: text("key").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
  ids: text("ids")
    .array()
    .notNull()
    .default(sql`'{}'`),
  total: integer("total").notNull().default(0),
});

/** Every word of the active catalogue and how many products use it: what a typo is corrected to. */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    products: integer("products").notNull().default(0),
  },
  (t) => [index("search_words_word_trgm").using("gin", sql`${t.word} gin_trgm_ops`)],
);

/**
 * Words that mean the same to a shopper ('almirah', 'cupboard', 'wardrobe'), one group a row,
 * each term lower case, a term may be several words ('sofa cum bed'). Shop data the content
 * role edits; the migration seeds a list for an Indian furniture shop.
 */
export const searchSynonyms = pgTable("search_synonyms", {
  id: text("id").primaryKey(),
  terms: text("terms").array().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Searches that found nothing, by normalised query: what shoppers want and the shop lacks. */
export const searchMisses = pgTable(
  "search_misses",
  {
    query: text("query").primaryKey(),
    count: integer("count").notNull().default(0),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.count)],
);
