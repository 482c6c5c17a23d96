import { Link } from "@remix-run/react";
import * as css from "@styles/layout/page-banner.css";
import type { PageBannerProps } from "./page-banner-ld";

export { type PageBannerProps } from "./page-banner-ld";

/** The shared banner of spec 2: the page's h1 and a Home > page breadcrumb. */
export function PageBanner({ title, trail = [] }: PageBannerProps) {
  return (
    <div className={css.banner}>
      <h1 className={css.title}>{title}</h1>
      <nav aria-label="Breadcrumb">
        <ol className={css.crumbs}>
          <li className={css.crumb}>
            <Link to="/" className={css.crumbLink}>
              Home
            </Link>
          </li>
          {trail.map((crumb) => (
            <li key={crumb.path} className={css.crumb}>
              <Link to={crumb.path} className={css.crumbLink}>
                {crumb.name}
              </Link>
            </li>
          ))}
          <li className={css.crumb} aria-current="page">
            {title}
          </li>
        </ol>
      </nav>
    </div>
  );
}
