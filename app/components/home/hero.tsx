import { Link } from "@remix-run/react";
import * as css from "@styles/home/home.css";
import { Carousel } from "../carousel/carousel";
import { CAROUSEL_PRESETS } from "../carousel/options";
import { Picture } from "../picture";
import type { HeroSlide } from "./types";

/**
 * The home slider (spec 2): each slide's picture, title, sub-title and a Shop Now link. The
 * first picture is the page's LCP image: the only one fetched eagerly and early.
 */
export function Hero({ slides }: { slides: HeroSlide[] }) {
  return (
    <Carousel label="Featured collections" {...CAROUSEL_PRESETS.hero} className={css.hero}>
      {slides.map((slide, index) => (
        <div key={`${index}-${slide.webpageUrl}`} className={css.heroSlide}>
          {/* The title below says what the picture shows. */}
          <Picture image={slide.image} alt="" priority={index === 0} className={css.heroImage} />
          <div className={css.heroText}>
            <h2 className={css.heroTitle}>{slide.title}</h2>
            <p className={css.heroSubtitle}>{slide.subTitle}</p>
            <Link to={slide.webpageUrl} className={css.shopNow}>
              Shop Now<span className="visually-hidden"> ({slide.title})</span>
            </Link>
          </div>
        </div>
      ))}
    </Carousel>
  );
}
