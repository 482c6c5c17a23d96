import { Link } from "@remix-run/react";
import * as css from "@styles/home/home.css";
import { Picture } from "../picture";
import type { Banner } from "./types";

/**
 * Promotion or offer banners (spec 2). The offer's words are text over the picture, which is
 * decoration behind them; the link's area covers the whole banner, so the picture still leads to
 * its page. A banner stored without words keeps the picture as the link, named by its alt text.
 */
export function BannerRow({ id, heading, banners }: { id: string; heading: string; banners: Banner[] }) {
  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className="visually-hidden">
        {heading}
      </h2>
      <ul className={css.bannerRow}>
        {banners.map((banner, index) => (
          <li key={`${index}-${banner.webpageUrl}`} className={css.banner}>
            {banner.title ? (
              <>
                <Picture image={banner.image} alt="" className={css.bannerImage} />
                <div className={css.bannerWords}>
                  <h3 className={css.bannerTitle}>{banner.title}</h3>
                  {banner.text ? <p className={css.bannerText}>{banner.text}</p> : null}
                  <Link to={banner.webpageUrl} className={css.bannerLink}>
                    {banner.linkLabel ?? `Shop now: ${banner.title}`}
                  </Link>
                </div>
              </>
            ) : (
              <Link to={banner.webpageUrl} className={css.bannerPictureLink}>
                <Picture
                  image={banner.image}
                  alt={banner.image.alt || `${heading}: see the offer`}
                  className={css.bannerImage}
                />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
