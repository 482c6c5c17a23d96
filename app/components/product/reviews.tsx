import type { FormConstraint } from "~/components/forms/constraint";
import { formatDate, isoDate } from "~/lib/format";
import * as css from "../../../styles/product/product.css";
import { ReviewForm } from "./review-form";
import { Stars } from "./stars";

export type ReviewItem = {
  _id: string;
  firstName: string;
  ratings: number;
  comment: string;
  createdAt: string;
  /** The shop's public answer. */
  reply: { text: string; repliedAt: string } | null;
};

function Review({ review, awaitingApproval = false }: { review: ReviewItem; awaitingApproval?: boolean }) {
  return (
    <li className={awaitingApproval ? css.reviewPending : css.review}>
      <p className={css.reviewHead}>
        <strong>{review.firstName}</strong>
        <span className="visually-hidden">rated it {review.ratings} out of 5</span>
        <Stars value={review.ratings} />
        <time dateTime={isoDate(review.createdAt)} className={css.reviewDate}>
          {formatDate(review.createdAt, "review")}
        </time>
        {awaitingApproval ? <span className={css.reviewBadge}>Your review, awaiting approval</span> : null}
      </p>
      <p className={css.reviewComment}>{review.comment}</p>
      {review.reply && !awaitingApproval ? (
        <div className={css.reviewReply}>
          <p className={css.reviewReplyHead}>
            <strong>Reply from Woodnest</strong>{" "}
            <time dateTime={isoDate(review.reply.repliedAt)} className={css.reviewDate}>
              {formatDate(review.reply.repliedAt, "review")}
            </time>
          </p>
          <p className={css.reviewComment}>{review.reply.text}</p>
        </div>
      ) : null}
    </li>
  );
}

/**
 * The approved reviews, newest first (spec 2), with 'MMMM DD YYYY' dates and the shop's replies.
 * The signed-in shopper's own review that waits for staff comes first, marked and not counted.
 */
export function Reviews({
  reviews,
  pendingReview,
  total,
  productId,
  constraint,
}: {
  reviews: ReviewItem[];
  pendingReview: ReviewItem | null;
  total: number;
  productId: string;
  constraint: FormConstraint;
}) {
  return (
    <section id="reviews" className={css.section} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Reviews ({total})</h2>
      {reviews.length === 0 && !pendingReview ? (
        <p>No reviews yet</p>
      ) : (
        <ol className={css.reviewList}>
          {pendingReview ? <Review review={pendingReview} awaitingApproval /> : null}
          {reviews.map((review) => (
            <Review key={review._id} review={review} />
          ))}
        </ol>
      )}
      {total > reviews.length ? (
        <p className={css.fieldHint}>
          Showing the {reviews.length} most recent of {total} reviews.
        </p>
      ) : null}
      <ReviewForm productId={productId} constraint={constraint} />
    </section>
  );
}
