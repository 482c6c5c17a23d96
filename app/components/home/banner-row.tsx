import { Link } from "@remix-run/react";
import * as css from "../../../styles/home/home.css";
import { Picture } from "../picture";
import type { Banner } from "./types";

/** Promotion or offer banners: each picture links to its page (spec 2). */
export function BannerRow({ id, heading, banners }: { id: string; heading: string; banners: Banner[] }) {
  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className="visually-hidden">
        {heading}
      </h2>
      <ul className={css.bannerRow}>
        {banners.map((banner, index) => (
          <li key={`${index}-${banner.webpageUrl}`}>
            <Link to={banner.webpageUrl} className={css.bannerLink}>
              {/* The picture is the link's only content, so it must always have a name. */}
              <Picture image={banner.image} alt={banner.image.alt || `${heading}: see the offer`} className={css.bannerImage} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
