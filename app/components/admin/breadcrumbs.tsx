import { Link, useLocation, useMatches } from "@remix-run/react";
import { breadcrumbsFor } from "~/lib/admin/navigation";
import * as css from "@styles/admin/navigation.css";

/**
 * What a route may say about the record it shows: `export const handle = { breadcrumb: (data) => name }`.
 * Without it the trail uses the address's own words (an order id, a coupon code).
 */
type BreadcrumbHandle = { breadcrumb?: (data: unknown) => string | null };

/** Area › Screen › record, derived from the address and the navigation's map. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const leaf = useMatches().at(-1);
  const handle = leaf?.handle as BreadcrumbHandle | undefined;
  const crumbs = breadcrumbsFor(pathname, leaf && handle?.breadcrumb ? handle.breadcrumb(leaf.data) : null);
  return (
    <nav aria-label="Breadcrumb" className={css.breadcrumbs}>
      <ol className={css.crumbs}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} className={css.crumb}>
              {last ? (
                <span aria-current="page">{crumb.label}</span>
              ) : crumb.to ? (
                <Link to={crumb.to} reloadDocument={crumb.to === "/admin"}>
                  {crumb.label}
                </Link>
              ) : (
                <span>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
