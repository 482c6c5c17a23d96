/** The shopper's review handlers: a product's approved reviews, writing one, and their own. */
import { ApiError, ok, okList } from "@api/lib/envelope";
import { stripTags } from "@api/lib/text";
import type { ValidatedContext } from "@api/lib/validation";
import { hit } from "@api/middleware/rate-limit";
import { messages } from "@api/validation/fields";
import type { reviewSchema } from "@api/validation/schemas";
import { readReviewSettings } from "@api/resources/admin/settings/review-settings/review-settings";
import { activeProductId, approvedReviewsPage, customersReview, publicReview, storeReview } from "./reviews.queries";
import type { listQuery, ownReviewQuery } from "./reviews.schemas";

const ALREADY_REVIEWED = "You have already reviewed this product";

/** GET /reviews?product=&reviewStatus=APPROVED&page=&limit= : newest first, with the average. */
export async function listReviews(c: ValidatedContext<{ query: typeof listQuery }>) {
  const query = c.req.valid("query");
  const { db } = c.get("deps");
  const productId = await activeProductId(db, query.product);
  const page = await approvedReviewsPage(db, productId, query);
  return okList(
    c,
    page.reviews,
    { page: query.page, limit: query.limit, totalRecords: page.total },
    { averageRating: page.averageRating },
  );
}

/** The stored comment is plain text: markup is dropped, not escaped. */
const plainComment = (comment: string) => stripTags(comment).trim();

/** Reviews per customer per hour, on top of the per-address limit of the route. */
const REVIEWS_PER_CUSTOMER_PER_HOUR = 10;

/**
 * POST /reviews {product, ratings, comment}: one review per customer per product. A review staff
 * rejected does not stand in the way: the new one takes its place and waits for staff again.
 */
export async function createReview(c: ValidatedContext<{ json: typeof reviewSchema }>) {
  const input = c.req.valid("json");
  const comment = plainComment(input.comment);
  if (comment === "") {
    throw new ApiError(400, messages.required("Comment"), { comment: messages.required("Comment") });
  }
  const customer = c.get("customer");
  await hit(c, `reviews:customer:${customer.id}`, REVIEWS_PER_CUSTOMER_PER_HOUR, 3600);
  const { db, clock } = c.get("deps");
  const productId = await activeProductId(db, input.product);
  const { autoApprove } = await readReviewSettings(db);
  const written = {
    ratings: input.ratings,
    comment,
    // Staff read each review first unless the owner chose to publish them at once.
    reviewStatus: autoApprove ? ("APPROVED" as const) : ("PENDING" as const),
    createdAt: clock.now(),
  };
  const created = await storeReview(db, productId, customer.id, written);
  if (!created) throw new ApiError(409, ALREADY_REVIEWED);
  const thanks = autoApprove
    ? "Thank you for your review"
    : "Thank you for your review: it will appear once it is approved";
  return ok(c, publicReview({ ...created, firstName: customer.firstName }), thanks);
}

/**
 * GET /reviews/mine?product= : the signed-in shopper's own review of a product, whatever its
 * status, so the product page can show theirs 'awaiting approval'; body null when they wrote none.
 */
export async function ownReview(c: ValidatedContext<{ query: typeof ownReviewQuery }>) {
  const { product } = c.req.valid("query");
  const customer = c.get("customer");
  const { db } = c.get("deps");
  const row = await customersReview(db, product, customer.id);
  return ok(c, row ? publicReview({ ...row, firstName: customer.firstName }) : null);
}
