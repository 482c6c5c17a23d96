import type { StoredImage } from "../db/schema";

/**
 * The picture a product or category shows until staff upload its own: made in the back office
 * without an image (the upload is a separate form, so a new one is saved first), it still renders
 * on every storefront card and page. The file is public/no-image.svg, outside public/media, which
 * the demo-image generator owns.
 */
export const placeholderImage = (alt: string): StoredImage => ({ url: "/no-image.svg", width: 800, height: 800, alt });

export const isPlaceholderImage = (image: Pick<StoredImage, "url">) => image.url === "/no-image.svg";
