import type { StoredImage } from "~/lib/api-types";

type Props = {
  image: StoredImage;
  /** Overrides the stored alt text; "" marks a decorative image. */
  alt?: string;
  className?: string;
  /** The page's largest image above the fold: fetched first, never lazy. */
  priority?: boolean;
  /** Above the fold but not the largest: loads at once, at normal priority. */
  eager?: boolean;
  sizes?: string;
};

/**
 * Every picture of the shop: the stored width and height reserve its box (no layout
 * shift), and anything that is not the page's main image loads lazily.
 */
export function Picture({ image, alt, className, priority = false, eager = false, sizes }: Props) {
  return (
    <img
      src={image.url}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt ?? ""}
      className={className}
      sizes={sizes}
      loading={priority || eager ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      // React 18 does not know the camel-cased prop; the lower-case attribute passes through.
      {...(priority ? { fetchpriority: "high" } : {})}
    />
  );
}
