import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { reviews } from "@api/db/schema";

export type RatingSummary = { averageRating: number; reviewCount: number };

/** Shown with one decimal, as the stars under a product name read it. */
export const roundRating = (average: number) => Math.round(average * 10) / 10;

/** Average and count of the approved reviews of each product, in one query. */
export async function ratingSummaries(db: Db, productIds: string[]): Promise<Map<string, RatingSummary>> {
  const summaries = new Map<string, RatingSummary>();
  if (productIds.length === 0) return summaries;
  const rows = await db
    .select({
      productId: reviews.productId,
      average: sql<string>`avg(${reviews.ratings})`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(inArray(reviews.productId, productIds), eq(reviews.reviewStatus, "APPROVED")))
    .groupBy(reviews.productId);
  for (const row of rows) {
    summaries.set(row.productId, { averageRating: roundRating(Number(row.average)), reviewCount: row.count });
  }
  return summaries;
}
