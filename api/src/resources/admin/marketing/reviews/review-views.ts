/** Reviews as staff moderate them: each with its product, its customer, and who moderated and replied. */
import { alias } from "drizzle-orm/pg-core";
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "@api/db/client";
import { customers, products, reviews, staff } from "@api/db/schema";
import { notFound } from "@api/lib/envelope";
import { REVIEWS_PAGE_SIZE, type reviewListQuerySchema } from "@api/validation/admin-reviews";
import { likeText } from "@api/lib/like-text";
import { personName } from "@api/lib/person-name";

const moderator = alias(staff, "moderator");
const replier = alias(staff, "replier");

const reviewColumns = {
  review: reviews,
  productName: products.name,
  productSlug: products.slug,
  productSku: products.sku,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  mobile: customers.mobile,
  moderatorName: moderator.name,
  replierName: replier.name,
};

function selectReviews(db: DbOrTx) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .leftJoin(moderator, eq(moderator.id, reviews.moderatedBy))
    .leftJoin(replier, eq(replier.id, reviews.repliedBy));
}

type ListedRow = Awaited<ReturnType<ReturnType<typeof selectReviews>["where"]>>[number];

export const customerName = (row: Pick<ListedRow, "firstName" | "lastName">) =>
  personName(row.firstName, row.lastName) || "Customer";

const reviewView = (row: ListedRow) => ({
  _id: row.review.id,
  product: { _id: row.review.productId, name: row.productName, slug: row.productSlug, sku: row.productSku },
  customer: { _id: row.review.customerId, name: customerName(row), email: row.email, mobile: row.mobile },
  ratings: row.review.ratings,
  comment: row.review.comment,
  status: row.review.reviewStatus,
  createdAt: row.review.createdAt.toISOString(),
  rejectionReason: row.review.rejectionReason,
  moderatedBy: row.moderatorName,
  moderatedAt: row.review.moderatedAt?.toISOString() ?? null,
  reply: row.review.reply,
  repliedBy: row.replierName,
  repliedAt: row.review.repliedAt?.toISOString() ?? null,
});

/** A page of the reviews as filtered, newest first; how many the filters find, and how many wait for staff. */
export async function reviewPage(
  db: DbOrTx,
  { status, rating, product, page }: z.output<typeof reviewListQuerySchema>,
) {
  const filters: (SQL | undefined)[] = [
    status === "all" ? undefined : eq(reviews.reviewStatus, status),
    rating === undefined ? undefined : eq(reviews.ratings, rating),
    product ? or(ilike(products.name, likeText(product)), ilike(products.sku, likeText(product))) : undefined,
  ];
  const where = and(...filters);
  const [rows, [{ total }], [{ pending }]] = await Promise.all([
    selectReviews(db)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
    db.select({ total: count() }).from(reviews).innerJoin(products, eq(products.id, reviews.productId)).where(where),
    db.select({ pending: count() }).from(reviews).where(eq(reviews.reviewStatus, "PENDING")),
  ]);
  return { reviews: rows.map(reviewView), total, pending };
}

export async function reviewOr404(db: DbOrTx, id: string) {
  const [row] = await selectReviews(db).where(eq(reviews.id, id));
  if (!row) throw notFound("Review");
  return reviewView(row);
}
