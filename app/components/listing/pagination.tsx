import { Link } from "@remix-run/react";
import { type ListingState, listingHref, pageItems } from "~/lib/listing";
import * as css from "@styles/listing/listing.css";

type Props = {
  pathname: string;
  state: ListingState;
  totalPages: number;
  /** Parameters of the page itself (the search text) that every link keeps. */
  fixed?: Record<string, string>;
};

/**
 * Previous, the page numbers and Next (spec 2). At either end the arrow is plain text marked
 * disabled, not a link to the page the shopper is on; every link keeps the filters and sort.
 */
export function Pagination({ pathname, state, totalPages, fixed }: Props) {
  if (totalPages <= 1) return null;
  const { page } = state;
  const href = (target: number) => listingHref(pathname, state, { page: target }, fixed);
  return (
    <nav aria-label="Pagination" className={css.pager}>
      <ul className={css.pagerList}>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev" className={css.pagerLink} prefetch="intent">
              Previous
            </Link>
          ) : (
            <span className={css.pagerDisabled} aria-disabled="true">
              Previous
            </span>
          )}
        </li>
        {pageItems(page, totalPages).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} className={css.pagerGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                className={css.pagerLink}
                aria-current={item === page ? "page" : undefined}
                prefetch={item === page ? "none" : "intent"}
              >
                <span className="visually-hidden">Page </span>
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to={href(page + 1)} rel="next" className={css.pagerLink} prefetch="intent">
              Next
            </Link>
          ) : (
            <span className={css.pagerDisabled} aria-disabled="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
