import * as css from "@styles/home/home.css";
import { Carousel } from "../carousel/carousel";
import { CAROUSEL_PRESETS } from "../carousel/options";
import { Picture } from "../picture";
import type { Testimonial } from "./types";

/**
 * 'Our happy customers !' (spec 2, About Us; the home shows the same carousel). Rendered on
 * the server with the page, so the old client's loading skeletons have nothing to stand in for.
 */
export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    <Carousel title="Our happy customers !" {...CAROUSEL_PRESETS.testimonials} className={css.section}>
      {testimonials.map((testimonial) => (
        <figure key={testimonial._id} className={css.testimonial}>
          <blockquote className={css.testimonialQuote}>
            <p>{testimonial.comment}</p>
          </blockquote>
          <figcaption className={css.testimonialAuthor}>
            <Picture image={testimonial.image} alt="" className={css.testimonialImage} />
            <span>
              <span className={css.testimonialName}>{testimonial.name}</span>
              <span className={css.testimonialRole}>{testimonial.designation}</span>
            </span>
          </figcaption>
        </figure>
      ))}
    </Carousel>
  );
}
