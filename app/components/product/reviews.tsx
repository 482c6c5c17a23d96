import type { FormConstraint } from "~/components/forms/constraint";
import { formatDate, isoDate } from "~/lib/format";
import * as css from "../../../styles/product/product.css";
import { ReviewForm } from "./review-form";
import { Stars } from "./stars";

export type ReviewItem = { _id: string; firstName: string; ratings: number; comment: string; createdAt: string };

/** The approved reviews, newest first (spec 2), with 'MMMM DD YYYY' dates. */
export function Reviews({
  reviews,
  total,
  productId,
  constraint,
}: {
  reviews: ReviewItem[];
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
            <li key={review._id} className={css.review}>
              <p className={css.reviewHead}>
                <strong>{review.firstName}</strong>
                <span className="visually-hidden">rated it {review.ratings} out of 5</span>
                <Stars value={review.ratings} />
                <time dateTime={isoDate(review.createdAt)} className={css.reviewDate}>
                  {formatDate(review.createdAt, "review")}
                </time>
              </p>
              <p className={css.reviewComment}>{review.comment}</p>
            </li>
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
