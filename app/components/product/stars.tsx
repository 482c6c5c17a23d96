import * as css from "@styles/product/product.css";

/** Five stars filled to `value` (0 to 5); the words beside them carry the meaning. */
export function Stars({ value }: { value: number }) {
  const filled = `${(Math.max(0, Math.min(5, value)) / 5) * 100}%`;
  return (
    <span className={css.stars} aria-hidden="true">
      <span className={css.starsEmpty}>★★★★★</span>
      <span className={css.starsFilled} style={{ width: filled }}>
        ★★★★★
      </span>
    </span>
  );
}

const reviewsLabel = (count: number) => (count === 1 ? "1 review" : `${count} reviews`);

/**
 * Under the name, a link to the reviews: its name is 'Rated 4.5 out of 5, 12 reviews' for a
 * screen reader; the eye gets stars, the figure and the count.
 */
export function RatingSummary({ average, count }: { average: number; count: number }) {
  return (
    <p className={css.rating}>
      {count === 0 ? (
        <a href="#reviews">No reviews yet</a>
      ) : (
        <a href="#reviews" className={css.ratingLink}>
          <span className="visually-hidden">Rated {average} out of 5, </span>
          <Stars value={average} />
          <span aria-hidden="true">{average}</span>
          <span>{reviewsLabel(count)}</span>
        </a>
      )}
    </p>
  );
}
