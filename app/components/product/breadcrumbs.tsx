import { Link } from "@remix-run/react";
import * as css from "@styles/product/product.css";

export type Crumb = { name: string; path: string };

/** Home > Category > Product: the trail the BreadcrumbList JSON-LD describes too. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={css.breadcrumbs}>
      <ol className={css.breadcrumbList}>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
