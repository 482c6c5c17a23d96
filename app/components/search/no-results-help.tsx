import { Link } from "@remix-run/react";
import type { SearchAlternatives } from "~/lib/api-types";
import * as css from "@styles/listing/search-help.css";

/**
 * Under a search that found nothing: 'Did you mean …?' with the corrected words as a plain
 * link (a new search, no JavaScript needed) and the shop's popular categories.
 */
export function NoResultsHelp({ didYouMean, categories }: SearchAlternatives) {
  return (
    <div className={css.help}>
      {didYouMean ? (
        <p className={css.didYouMean}>
          Did you mean <Link to={`/search?q=${encodeURIComponent(didYouMean)}`}>{didYouMean}</Link>?
        </p>
      ) : null}
      {categories.length > 0 ? (
        <section aria-labelledby="popular-categories-heading" className={css.popular}>
          <h2 id="popular-categories-heading" className={css.heading}>
            Popular categories
          </h2>
          <ul className={css.categories}>
            {categories.map((category) => (
              <li key={category.slug}>
                <Link to={`/shop/${category.slug}`} className={css.category}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
