import { useEffect, useRef } from "react";
import type { FormConstraint } from "~/components/forms/constraint";
import { formatDate, isoDate } from "~/lib/format-date";
import * as css from "@styles/product/product.css";
import { ReviewForm } from "./review-form";
import { Stars } from "./stars";

export type ReviewItem = {
  _id: string;
  firstName: string;
  ratings: number;
  comment: string;
  createdAt: string;
  /** The shop's public answer. */
  reply: { text: string; repliedAt: string | null } | null;
};

/** The signed-in shopper's own review of the product, as the API keeps it. */
export type OwnReview = { status: "PENDING" | "APPROVED" | "REJECTED"; review: ReviewItem };

function Review({ review }: { review: ReviewItem }) {
  return (
    <li className={css.review}>
      <ReviewBody review={review} />
      {review.reply ? (
        <div className={css.reviewReply}>
          <p className={css.reviewReplyHead}>
            <strong>Reply from Woodnest</strong>{" "}
            {review.reply.repliedAt ? (
              <time dateTime={isoDate(review.reply.repliedAt)} className={css.reviewDate}>
                {formatDate(review.reply.repliedAt, "review")}
              </time>
            ) : null}
          </p>
          <p className={css.reviewComment}>{review.reply.text}</p>
        </div>
      ) : null}
    </li>
  );
}

function ReviewBody({ review }: { review: ReviewItem }) {
  return (
    <>
      <p className={css.reviewHead}>
        <strong>{review.firstName}</strong>
        <span className="visually-hidden">rated it {review.ratings} out of 5</span>
        <Stars value={review.ratings} />
        <time dateTime={isoDate(review.createdAt)} className={css.reviewDate}>
          {formatDate(review.createdAt, "review")}
        </time>
      </p>
      <p className={css.reviewComment}>{review.comment}</p>
    </>
  );
}

/**
 * Where the form would be, for a shopper who has reviewed this product: their review while it
 * waits for staff (only they see it), or a line saying it is published. A rejected review
 * leaves the form, with a word on why their first one is not shown.
 */
function YourReview({
  own,
  productId,
  constraint,
}: {
  own: OwnReview | null;
  productId: string;
  constraint: FormConstraint;
}) {
  const pending = own?.status === "PENDING";
  const heading = useRef<HTMLHeadingElement>(null);
  const wasPending = useRef(pending);
  useEffect(() => {
    // The review just sent replaced the form the keyboard was in: the keyboard goes on from here.
    if (pending && !wasPending.current) heading.current?.focus();
    wasPending.current = pending;
  }, [pending]);
  if (own?.status === "PENDING") {
    return (
      <section className={css.reviewPending} aria-labelledby="your-review-heading">
        <h3 id="your-review-heading" ref={heading} tabIndex={-1} className={css.yourReviewHeading}>
          Your review <span className={css.reviewBadge}>Waiting for approval</span>
        </h3>
        <p>Only you can see it until the shop approves it; then it shows here for everyone.</p>
        <ReviewBody review={own.review} />
      </section>
    );
  }
  if (own?.status === "APPROVED")
    return <p className={css.reviewNotice}>Thank you: your review of this product is published above.</p>;
  return (
    <>
      {own?.status === "REJECTED" ? (
        <p className={css.reviewNotice}>
          The shop did not publish your earlier review of this product. You may write a new one.
        </p>
      ) : null}
      <ReviewForm productId={productId} constraint={constraint} />
    </>
  );
}

/**
 * The approved reviews, newest first (spec 2), with 'MMMM DD YYYY' dates and the shop's replies;
 * under them the form, or the shopper's own review in its place.
 */
export function Reviews({
  reviews,
  ownReview,
  total,
  productId,
  constraint,
}: {
  reviews: ReviewItem[];
  ownReview: OwnReview | null;
  total: number;
  productId: string;
  constraint: FormConstraint;
}) {
  return (
    <section id="reviews" className={css.section} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Reviews ({total})</h2>
      {reviews.length === 0 ? (
        <p>No reviews yet</p>
      ) : (
        <ol className={css.reviewList}>
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
      <YourReview own={ownReview} productId={productId} constraint={constraint} />
    </section>
  );
}
