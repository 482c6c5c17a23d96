/**
 * A review's moderation: approved, rejected with a reason, answered by the shop, its answer
 * removed, or approved in bulk; each locked, changed and audited in one transaction.
 */
import { eq, inArray } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { customers, products, reviews } from "@api/db/schema";
import type { AuthedStaff } from "@api/context";
import { type ChangeBy, recordAudit } from "@api/lib/audit";
import { notFound } from "@api/lib/envelope";
import type { ReviewStatus } from "@api/validation/admin-reviews";
import { customerName, reviewOr404 } from "./review-views";

type ReviewRow = typeof reviews.$inferSelect;
/** Moderation names the member of staff on the review itself, so the change is always staff's. */
type ModeratedBy = ChangeBy & { actor: AuthedStaff };

/** The moderation fields an audit row keeps of a review. */
const audited = (row: ReviewRow) => ({
  status: row.reviewStatus,
  ...(row.rejectionReason ? { rejectionReason: row.rejectionReason } : {}),
  ...(row.reply ? { reply: row.reply } : {}),
});

/**
 * Locks the review, lets `change` say what to write (or null for nothing to do), writes it and
 * its audit row in one transaction. The review as it now stands, and whether anything changed.
 */
async function changeReview(
  db: Db,
  by: ModeratedBy,
  id: string,
  action: string,
  change: (current: ReviewRow) => Partial<ReviewRow> | null,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update");
    if (!current) throw notFound("Review");
    const values = change(current);
    if (!values) return { view: await reviewOr404(tx, id), changed: false };
    const [updated] = await tx.update(reviews).set(values).where(eq(reviews.id, id)).returning();
    await recordAudit(tx, {
      ...by,
      action,
      entityType: "review",
      entityId: id,
      before: audited(current),
      after: audited(updated),
    });
    return { view: await reviewOr404(tx, id), changed: true };
  });
}

const approval = ({ actor, at }: ModeratedBy) => ({
  reviewStatus: "APPROVED" as ReviewStatus,
  rejectionReason: null,
  moderatedBy: actor.id,
  moderatedAt: at,
});

/** Published, counted in the product's rating. */
export const approveReview = (db: Db, by: ModeratedBy, id: string) =>
  changeReview(db, by, id, "review.approve", (current) => (current.reviewStatus === "APPROVED" ? null : approval(by)));

/** Taken off the product page (or never put there), with the reason. */
export const rejectReview = (db: Db, by: ModeratedBy, id: string, reason: string) =>
  changeReview(db, by, id, "review.reject", (current) =>
    current.reviewStatus === "REJECTED" && current.rejectionReason === reason
      ? null
      : { reviewStatus: "REJECTED", rejectionReason: reason, moderatedBy: by.actor.id, moderatedAt: by.at },
  );

/** The shop's public answer, shown once the review is approved. */
export const saveReply = (db: Db, by: ModeratedBy, id: string, reply: string) =>
  changeReview(db, by, id, "review.reply", (current) =>
    current.reply === reply ? null : { reply, repliedBy: by.actor.id, repliedAt: by.at },
  );

export const removeReply = (db: Db, by: ModeratedBy, id: string) =>
  changeReview(db, by, id, "review.reply-remove", (current) =>
    current.reply === null ? null : { reply: null, repliedBy: null, repliedAt: null },
  );

/**
 * Approves each review it can, in one transaction with an audit row each, and names each it did
 * not approve and why.
 */
export async function approveReviews(db: Db, by: ModeratedBy, ids: string[]) {
  return db.transaction(async (tx) => {
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
      const [updated] = await tx.update(reviews).set(approval(by)).where(eq(reviews.id, id)).returning();
      await recordAudit(tx, {
        ...by,
        action: "review.approve",
        entityType: "review",
        entityId: id,
        before: audited(row.review),
        after: audited(updated),
      });
      approved.push(id);
    }
    return { approved, refused };
  });
}
