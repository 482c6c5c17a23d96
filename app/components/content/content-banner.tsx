import { Link } from "@remix-run/react";
import * as css from "../../../styles/content/banner.css";

export type Crumb = { name: string; path: string };

type Props = {
  /** The page's one h1. */
  title: string;
  /** The pages after Home; the last one is the page itself. Defaults to the title. */
  trail?: Crumb[];
};

/**
 * The page banner of spec 2: the title and a Home > page breadcrumb. The content pages use
 * this one until the shared page banner lands; its props are the same.
 */
export function ContentBanner({ title, trail }: Props) {
  const crumbs = trail ?? [{ name: title, path: "" }];
  return (
    <div className={css.banner}>
      <h1 className={css.title}>{title}</h1>
      <nav aria-label="Breadcrumb">
        <ol className={css.trail}>
          <li className={css.crumb}>
            <Link to="/" className={css.crumbLink}>
              Home
            </Link>
          </li>
          {crumbs.map((crumb, index) =>
            index === crumbs.length - 1 ? (
              <li key={crumb.name} className={css.crumb} aria-current="page">
                {crumb.name}
              </li>
            ) : (
              <li key={crumb.name} className={css.crumb}>
                <Link to={crumb.path} className={css.crumbLink}>
                  {crumb.name}
                </Link>
              </li>
            ),
          )}
        </ol>
      </nav>
    </div>
  );
}
