import { Link } from "@remix-run/react";
import { formatDate, isoDate } from "~/lib/format";
import * as css from "../../../styles/product/product.css";
import { Stars } from "./stars";

export type ReviewItem = { _id: string; firstName: string; ratings: number; comment: string; createdAt: string };

/**
 * Where the review form of the forms issue goes. Nobody can sign in yet, so every shopper
 * sees the spec's notice with a way to sign in and come back.
 */
function ReviewFormSlot({ returnTo }: { returnTo: string }) {
  return (
    <p className={css.reviewNotice}>
      To make a review need to login!{" "}
      <Link to={`/login?redirectTo=${encodeURIComponent(returnTo)}`}>Log in to write a review</Link>
    </p>
  );
}

/** The approved reviews, newest first (spec 2), with 'MMMM DD YYYY' dates. */
export function Reviews({ reviews, total, returnTo }: { reviews: ReviewItem[]; total: number; returnTo: string }) {
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
      <ReviewFormSlot returnTo={returnTo} />
    </section>
  );
}
