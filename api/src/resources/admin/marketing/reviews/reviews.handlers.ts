import { alias } from "drizzle-orm/pg-core";
import { and, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { customers, products, reviews, staff } from "@api/db/schema";
import type { AuthedStaff } from "@api/context";
import { recordAudit } from "@api/lib/audit";
import { notFound, ok, okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import {
  REVIEWS_PAGE_SIZE,
  type ReviewStatus,
  type reviewBulkApproveSchema,
  type reviewListQuerySchema,
  type reviewRejectSchema,
  type reviewReplySchema,
} from "@api/validation/admin-reviews";
import type { reviewIdParam } from "./reviews.schemas";
import { likeText } from "@api/lib/like-text";

type ReviewRow = typeof reviews.$inferSelect;
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

const customerName = (row: Pick<ListedRow, "firstName" | "lastName">) =>
  [row.firstName, row.lastName].filter(Boolean).join(" ") || "Customer";

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

/** The moderation fields an audit row keeps of a review. */
const audited = (row: ReviewRow) => ({
  status: row.reviewStatus,
  ...(row.rejectionReason ? { rejectionReason: row.rejectionReason } : {}),
  ...(row.reply ? { reply: row.reply } : {}),
});

/** GET /v1/admin/reviews?status=&rating=&product=&page= : newest first. */
export async function listReviews(c: ValidatedContext<{ query: typeof reviewListQuerySchema }>) {
  const { db } = c.get("deps");
  const { status, rating, product, page } = c.req.valid("query");
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
  return okList(
    c,
    rows.map(reviewView),
    { page, limit: REVIEWS_PAGE_SIZE, totalRecords: total },
    { pendingCount: pending },
  );
}

async function readView(db: DbOrTx, id: string) {
  const [row] = await selectReviews(db).where(eq(reviews.id, id));
  if (!row) throw notFound("Review");
  return reviewView(row);
}

/** GET /v1/admin/reviews/:id */
export async function getReview(c: ValidatedContext<{ param: typeof reviewIdParam }>) {
  return ok(c, await readView(c.get("deps").db, c.req.valid("param").id));
}

/**
 * Locks the review, lets `change` say what to write (or null for nothing to do), writes it and
 * its audit row in one transaction.
 */
async function changeReview(
  c: ValidatedContext<{ param: typeof reviewIdParam }>,
  action: string,
  change: (current: ReviewRow, me: AuthedStaff, at: Date) => Partial<ReviewRow> | null,
) {
  const { db, clock } = c.get("deps");
  const { id } = c.req.valid("param");
  const me = c.get("staff");
  const at = clock.now();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update");
    if (!current) throw notFound("Review");
    const values = change(current, me, at);
    if (!values) return { view: await readView(tx, id), changed: false };
    const [updated] = await tx.update(reviews).set(values).where(eq(reviews.id, id)).returning();
    await recordAudit(tx, {
      actor: me,
      action,
      entityType: "review",
      entityId: id,
      before: audited(current),
      after: audited(updated),
      at,
    });
    return { view: await readView(tx, id), changed: true };
  });
}

const approval = (me: AuthedStaff, at: Date) => ({
  reviewStatus: "APPROVED" as ReviewStatus,
  rejectionReason: null,
  moderatedBy: me.id,
  moderatedAt: at,
});

/** POST /v1/admin/reviews/:id/approve : published, counted in the product's rating. */
export async function approveReview(c: ValidatedContext<{ param: typeof reviewIdParam }>) {
  const done = await changeReview(c, "review.approve", (current, me, at) =>
    current.reviewStatus === "APPROVED" ? null : approval(me, at),
  );
  return ok(
    c,
    done.view,
    done.changed ? "Review approved: it shows on the product page" : "This review is already approved",
  );
}

/** POST /v1/admin/reviews/:id/reject {reason} : taken off the product page (or never put there). */
export async function rejectReview(
  c: ValidatedContext<{ param: typeof reviewIdParam; json: typeof reviewRejectSchema }>,
) {
  const { reason } = c.req.valid("json");
  const done = await changeReview(c, "review.reject", (current, me, at) =>
    current.reviewStatus === "REJECTED" && current.rejectionReason === reason
      ? null
      : { reviewStatus: "REJECTED", rejectionReason: reason, moderatedBy: me.id, moderatedAt: at },
  );
  return ok(
    c,
    done.view,
    done.changed ? "Review rejected: it does not show on the product page" : "This review is already rejected",
  );
}

/** PUT /v1/admin/reviews/:id/reply {reply} : the shop's public answer, shown once the review is approved. */
export async function replyToReview(
  c: ValidatedContext<{ param: typeof reviewIdParam; json: typeof reviewReplySchema }>,
) {
  const { reply } = c.req.valid("json");
  const done = await changeReview(c, "review.reply", (current, me, at) =>
    current.reply === reply ? null : { reply, repliedBy: me.id, repliedAt: at },
  );
  const shown =
    done.view.status === "APPROVED" ? "it shows under the review" : "it will show once the review is approved";
  return ok(c, done.view, done.changed ? `Reply saved: ${shown}` : "Nothing to change");
}

/** DELETE /v1/admin/reviews/:id/reply */
export async function removeReply(c: ValidatedContext<{ param: typeof reviewIdParam }>) {
  const done = await changeReview(c, "review.reply-remove", (current) =>
    current.reply === null ? null : { reply: null, repliedBy: null, repliedAt: null },
  );
  return ok(c, done.view, done.changed ? "Reply removed" : "This review has no reply");
}

/**
 * POST /v1/admin/reviews/bulk-approve {ids} : approves each review it can, in one transaction
 * with an audit row each, and names each it did not approve and why.
 */
export async function bulkApprove(c: ValidatedContext<{ json: typeof reviewBulkApproveSchema }>) {
  const { db, clock } = c.get("deps");
  const ids = [...new Set(c.req.valid("json").ids)];
  const me = c.get("staff");
  const at = clock.now();
  const result = await db.transaction(async (tx) => {
    const rows = await tx
      .select({
        review: reviews,
        firstName: customers.firstName,
        lastName: customers.lastName,
        productName: products.name,
      })
      .from(reviews)
      .innerJoin(customers, eq(customers.id, reviews.customerId))
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(inArray(reviews.id, ids))
      .orderBy(reviews.id)
      .for("update", { of: reviews });
    const byId = new Map(rows.map((row) => [row.review.id, row]));
    const approved: string[] = [];
    const refused: { _id: string; message: string }[] = [];
    for (const id of ids) {
      const row = byId.get(id);
      if (!row) {
        refused.push({ _id: id, message: `Review ${id} no longer exists` });
        continue;
      }
      const named = `${customerName(row)}'s review of ${row.productName}`;
      if (row.review.reviewStatus === "APPROVED") {
        refused.push({ _id: id, message: `${named} is already approved` });
        continue;
      }
      const [updated] = await tx.update(reviews).set(approval(me, at)).where(eq(reviews.id, id)).returning();
      await recordAudit(tx, {
        actor: me,
        action: "review.approve",
        entityType: "review",
        entityId: id,
        before: audited(row.review),
        after: audited(updated),
        at,
      });
      approved.push(id);
    }
    return { approved, refused };
  });
  const n = result.approved.length;
  const message = n === 0 ? "No review was approved" : `${n} review${n === 1 ? "" : "s"} approved`;
  return ok(c, result, message);
}
