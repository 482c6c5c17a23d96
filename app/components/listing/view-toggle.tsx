import { Link } from "@remix-run/react";
import { type ListingState, type ListingView, listingHref } from "~/lib/listing";
import * as css from "@styles/listing/listing.css";

const icons: Record<ListingView, string> = {
  grid: "M3 3h8v8H3zM13 3h8v8h-8zM3 13h8v8H3zM13 13h8v8h-8z",
  list: "M3 4h5v5H3zM10 5h11v3H10zM3 15h5v5H3zM10 16h11v3H10z",
};
const names: Record<ListingView, string> = { grid: "Grid view", list: "List view" };

/** Grid or list cards (spec 2), as links so the choice lives in the URL like everything else. */
export function ViewToggle({
  pathname,
  state,
  fixed,
}: {
  pathname: string;
  state: ListingState;
  fixed?: Record<string, string>;
}) {
  return (
    <ul className={css.viewToggle} aria-label="View">
      {(["grid", "list"] as const).map((view) => (
        <li key={view}>
          <Link
            to={listingHref(pathname, state, { view }, fixed)}
            className={css.viewLink}
            aria-current={state.view === view ? "true" : undefined}
            preventScrollReset
          >
            <svg className={css.viewIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={icons[view]} fill="currentColor" />
            </svg>
            <span className="visually-hidden">{names[view]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
