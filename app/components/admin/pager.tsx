import { Link } from "@remix-run/react";
import * as css from "@styles/admin/admin.css";

/** Previous and next pages of a list, keeping its filters in the address. */
export function Pager({
  search,
  page,
  totalPages,
  label,
}: {
  search: string;
  page: number;
  totalPages: number;
  label: string;
}) {
  if (totalPages <= 1) return null;
  const href = (to: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(to));
    return `?${params}`;
  };
  return (
    <nav aria-label={label}>
      <ul className={css.pager}>
        {page > 1 ? (
          <li>
            <Link className={css.pagerLink} to={href(page - 1)}>
              Previous page
            </Link>
          </li>
        ) : null}
        <li aria-current="page">
          Page {page} of {totalPages}
        </li>
        {page < totalPages ? (
          <li>
            <Link className={css.pagerLink} to={href(page + 1)}>
              Next page
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
