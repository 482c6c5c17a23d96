import type { StoredImage } from "~/lib/api-types";
import { pictureSources } from "~/lib/responsive-image";
import * as css from "@styles/components/picture.css";

type Props = {
  image: StoredImage;
  /** Overrides the stored alt text; "" marks a decorative image. */
  alt?: string;
  className?: string;
  /** The page's largest image above the fold: fetched first, never lazy. */
  priority?: boolean;
  /** Above the fold but not the largest: loads at once, at normal priority. */
  eager?: boolean;
  /** The width the image takes in the layout, for the browser to choose a rendition by. */
  sizes?: string;
};

/**
 * Every picture of the shop: the stored width and height reserve its box (no layout
 * shift), and anything that is not the page's main image loads lazily. An uploaded picture
 * offers its AVIF and WebP renditions at several widths; its url (a JPEG) is the fallback. The
 * `sizes` go on those sources only: the <img> has one address and no srcset for them to choose in.
 */
export function Picture({ image, alt, className, priority = false, eager = false, sizes }: Props) {
  const img = (
    <img
      src={image.url}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt ?? ""}
      className={className}
      loading={priority || eager ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      // React 18 does not know the camel-cased prop; the lower-case attribute passes through.
      {...(priority ? { fetchpriority: "high" } : {})}
    />
  );
  const sources = pictureSources(image, sizes ?? "100vw");
  if (sources.length === 0) return img;
  return (
    <picture className={css.picture}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      {img}
    </picture>
  );
}
