/** A product's reviews as shoppers read and write them, and the ratings shown with products. */
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { customers, products, reviews } from "@api/db/schema";
import { notFound } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { offsetOf } from "@api/lib/query";

export type RatingSummary = { averageRating: number; reviewCount: number };

/** Shown with one decimal, as the stars under a product name read it. */
const roundRating = (average: number) => Math.round(average * 10) / 10;

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

export async function activeProductId(db: Db, id: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.isActive, true)));
  if (!row) throw notFound("Product");
  return row.id;
}

type ReviewRow = {
  id: string;
  firstName: string | null;
  ratings: number;
  comment: string;
  createdAt: Date;
  productId: string;
  reviewStatus: "PENDING" | "APPROVED" | "REJECTED";
  reply: string | null;
  repliedAt: Date | null;
};

/** Only the first name leaves the API; a customer who never gave one shows as 'Customer'. */
export const publicReview = (r: ReviewRow) => ({
  _id: r.id,
  customer: { firstName: r.firstName ?? "Customer" },
  ratings: r.ratings,
  comment: r.comment,
  createdAt: r.createdAt,
  product: r.productId,
  reviewStatus: r.reviewStatus,
  // The shop's answer is public with the review; who on staff wrote it is not.
  reply: r.reply === null ? null : { text: r.reply, repliedAt: r.repliedAt },
});

/** A page of a product's approved reviews, newest first, with how many there are and their average. */
export async function approvedReviewsPage(db: Db, productId: string, page: { page: number; limit: number }) {
  const where = and(eq(reviews.productId, productId), eq(reviews.reviewStatus, "APPROVED"));
  const [[summary], rows] = await Promise.all([
    db
      .select({ total: count(), average: sql<string | null>`avg(${reviews.ratings})` })
      .from(reviews)
      .where(where),
    db
      .select({
        id: reviews.id,
        firstName: customers.firstName,
        ratings: reviews.ratings,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
        productId: reviews.productId,
        reviewStatus: reviews.reviewStatus,
        reply: reviews.reply,
        repliedAt: reviews.repliedAt,
      })
      .from(reviews)
      .innerJoin(customers, eq(customers.id, reviews.customerId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.limit)
      .offset(offsetOf(page)),
  ]);
  return {
    reviews: rows.map(publicReview),
    total: summary.total,
    averageRating: summary.average === null ? 0 : roundRating(Number(summary.average)),
  };
}

/**
 * Stores a customer's review of a product. A review staff rejected does not stand in the way: the
 * new one takes its place, its moderation and reply cleared. The stored row; none when the customer
 * already has a review standing.
 */
export async function storeReview(
  db: Db,
  productId: string,
  customerId: string,
  written: { ratings: number; comment: string; reviewStatus: "PENDING" | "APPROVED"; createdAt: Date },
) {
  const [created] = await db
    .insert(reviews)
    .values({ id: newId(), productId, customerId, ...written })
    .onConflictDoUpdate({
      target: [reviews.productId, reviews.customerId],
      set: {
        ...written,
        rejectionReason: null,
        moderatedBy: null,
        moderatedAt: null,
        reply: null,
        repliedBy: null,
        repliedAt: null,
      },
      setWhere: eq(reviews.reviewStatus, "REJECTED"),
    })
    .returning();
  return created;
}

/** A customer's own review of a product, whatever its status. */
export async function customersReview(db: Db, productId: string, customerId: string) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.customerId, customerId)));
  return row;
}
