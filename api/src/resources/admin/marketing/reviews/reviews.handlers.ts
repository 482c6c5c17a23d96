/** The review moderation routes' handlers: read the validated input, call the views and writes, answer with words. */
import { ok, okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import {
  REVIEWS_PAGE_SIZE,
  type reviewBulkApproveSchema,
  type reviewListQuerySchema,
  type reviewRejectSchema,
  type reviewReplySchema,
} from "@api/validation/admin-reviews";
import { reviewOr404, reviewPage } from "./review-views";
import * as review from "./review-writes";
import type { reviewIdParam } from "./reviews.schemas";

type ById = { param: typeof reviewIdParam };

const moderatedBy = (c: ValidatedContext<object>) => ({ actor: c.get("staff"), at: c.get("deps").clock.now() });

/** GET /v1/admin/reviews?status=&rating=&product=&page= : newest first. */
export async function listReviews(c: ValidatedContext<{ query: typeof reviewListQuerySchema }>) {
  const query = c.req.valid("query");
  const { reviews, total, pending } = await reviewPage(c.get("deps").db, query);
  return okList(
    c,
    reviews,
    { page: query.page, limit: REVIEWS_PAGE_SIZE, totalRecords: total },
    { pendingCount: pending },
  );
}

/** GET /v1/admin/reviews/:id */
export async function getReview(c: ValidatedContext<ById>) {
  return ok(c, await reviewOr404(c.get("deps").db, c.req.valid("param").id));
}

/** POST /v1/admin/reviews/:id/approve : published, counted in the product's rating. */
export async function approveReview(c: ValidatedContext<ById>) {
  const done = await review.approveReview(c.get("deps").db, moderatedBy(c), c.req.valid("param").id);
  return ok(
    c,
    done.view,
    done.changed ? "Review approved: it shows on the product page" : "This review is already approved",
  );
}

/** POST /v1/admin/reviews/:id/reject {reason} : taken off the product page (or never put there). */
export async function rejectReview(c: ValidatedContext<ById & { json: typeof reviewRejectSchema }>) {
  const { reason } = c.req.valid("json");
  const done = await review.rejectReview(c.get("deps").db, moderatedBy(c), c.req.valid("param").id, reason);
  return ok(
    c,
    done.view,
    done.changed ? "Review rejected: it does not show on the product page" : "This review is already rejected",
  );
}

/** PUT /v1/admin/reviews/:id/reply {reply} : the shop's public answer, shown once the review is approved. */
export async function replyToReview(c: ValidatedContext<ById & { json: typeof reviewReplySchema }>) {
  const { reply } = c.req.valid("json");
  const done = await review.saveReply(c.get("deps").db, moderatedBy(c), c.req.valid("param").id, reply);
  const shown =
    done.view.status === "APPROVED" ? "it shows under the review" : "it will show once the review is approved";
  return ok(c, done.view, done.changed ? `Reply saved: ${shown}` : "Nothing to change");
}

/** DELETE /v1/admin/reviews/:id/reply */
export async function removeReply(c: ValidatedContext<ById>) {
  const done = await review.removeReply(c.get("deps").db, moderatedBy(c), c.req.valid("param").id);
  return ok(c, done.view, done.changed ? "Reply removed" : "This review has no reply");
}

/** POST /v1/admin/reviews/bulk-approve {ids} : approves each review it can and names each it did not, and why. */
export async function bulkApprove(c: ValidatedContext<{ json: typeof reviewBulkApproveSchema }>) {
  const ids = [...new Set(c.req.valid("json").ids)];
  const result = await review.approveReviews(c.get("deps").db, moderatedBy(c), ids);
  const n = result.approved.length;
  const message = n === 0 ? "No review was approved" : `${n} review${n === 1 ? "" : "s"} approved`;
  return ok(c, result, message);
}
