import { Link } from "@remix-run/react";
import * as css from "../../../styles/listing/listing.css";

export type TrailItem = { name: string; path: string };

/**
 * The page banner of spec 2 for the listing pages: the title and its Home > page trail, the
 * last step being this page. (A stand-in with the shared banner's props, until it exists.)
 */
export function ListingBanner({ title, trail }: { title: string; trail: TrailItem[] }) {
  return (
    <div className={css.banner}>
      <h1 className={css.bannerTitle}>{title}</h1>
      <nav aria-label="Breadcrumb">
        <ol className={css.trail}>
          {trail.map((item, index) =>
            index === trail.length - 1 ? (
              <li key={item.path}>
                <span aria-current="page">{item.name}</span>
              </li>
            ) : (
              <li key={item.path}>
                <Link to={item.path} className={css.trailLink}>
                  {item.name}
                </Link>
              </li>
            ),
          )}
        </ol>
      </nav>
    </div>
  );
}
