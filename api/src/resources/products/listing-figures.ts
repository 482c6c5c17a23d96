import { type SQL, eq, sql } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { listingFigures, listingVersion } from "@api/db/schema";

/**
 * Figures a listing reads often and at a cost that grows with the catalogue (a search's order,
 * a filtered count, the colours in use on a shelf), kept in listing_figures while nothing a
 * listing reads changes: the migration's triggers move listing_version on with every change.
 */
export type ListingFigure = { ids: string[]; total: number };

/**
 * The current version, as a column of the statement that reads a figure: a figure stored with
 * it is the figure of that version, even when a change commits while it is being read.
 */
export const currentListingVersion = sql<number>`(select ${listingVersion.version} from ${listingVersion})`.mapWith(
  Number,
);

/** The figure kept under `key` for the current version, or null. `slice`: just these ids (from 0). */
export async function keptFigure(
  db: Db,
  key: string,
  slice?: { offset: number; limit: number },
): Promise<ListingFigure | null> {
  const ids: SQL<string[]> = slice
    ? sql`${listingFigures.ids}[${slice.offset + 1}:${slice.offset + slice.limit}]`
    : sql`${listingFigures.ids}`;
  const [kept] = await db
    .select({ ids, total: listingFigures.total })
    .from(listingFigures)
    .innerJoin(listingVersion, eq(listingVersion.version, listingFigures.version))
    .where(eq(listingFigures.key, key));
  return kept ?? null;
}

/** Keeps a figure read at `version`. */
export async function keepFigure(db: Db, key: string, figure: ListingFigure & { version: number }) {
  const values = { version: figure.version, ids: figure.ids, total: figure.total };
  await db
    .insert(listingFigures)
    .values({ key, ...values })
    .onConflictDoUpdate({
      target: listingFigures.key,
      set: values,
      // Two instances may read the same figure at once: an older one never replaces a newer.
      setWhere: sql`${listingFigures.version} < excluded.version`,
    });
}

/**
 * The figure under `key`: the kept one, else read by `columns` (one statement, with the version)
 * and kept.
 */
export async function listingFigure(
  db: Db,
  key: string,
  columns: { ids: SQL<string[]> } | { total: SQL<number> },
): Promise<ListingFigure> {
  const kept = await keptFigure(db, key);
  if (kept) return kept;
  // Read by the same statement, the version is the version of what was read.
  const [read] = await db.select({ ...columns, version: listingVersion.version }).from(listingVersion);
  const figure = { ids: [], total: 0, ...read };
  await keepFigure(db, key, figure);
  return { ids: figure.ids, total: figure.total };
}
