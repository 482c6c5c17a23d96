import { type ComponentType, type MouseEvent, useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { StoredImage } from "~/lib/api-types";
import * as css from "@styles/product/gallery.css";
import { Picture } from "../picture";
import type { ProductLightboxProps } from "./product-lightbox";

/** The main picture's width in the layout: the gallery's column, or the whole phone screen. */
export const MAIN_IMAGE_SIZES = "(min-width: 56rem) 36rem, 100vw";

const slideId = (index: number) => `product-image-${index + 1}`;

/** The lightbox and its styles arrive on the first click, so the page's first load carries none of it. */
function loadLightbox() {
  return import("./product-lightbox").then(async (module) => {
    await module.stylesReady();
    return module.default;
  });
}

/**
 * The product's pictures. Without JavaScript each thumbnail is a link to its picture on
 * this page (CSS :target shows it) and the main picture links to the full-size file; with
 * JavaScript the thumbnails switch the picture in place and the main one opens a zoomable
 * lightbox.
 */
export function ProductGallery({ images, name }: { images: StoredImage[]; name: string }) {
  const hydrated = useHydrated();
  const [active, setActive] = useState(0);
  const [Lightbox, setLightbox] = useState<ComponentType<ProductLightboxProps> | null>(null);
  const [open, setOpen] = useState(false);

  // A page opened at #product-image-2 shows that picture before and after hydration.
  useEffect(() => {
    const match = /^#product-image-(\d+)$/.exec(window.location.hash);
    const index = match ? Number(match[1]) - 1 : -1;
    if (index > 0 && index < images.length) setActive(index);
  }, [images.length]);

  const showThumbnail = (event: MouseEvent, index: number) => {
    event.preventDefault();
    setActive(index);
  };

  const openLightbox = (event: MouseEvent) => {
    // A modified click still opens the file in a new tab, as the link says.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (Lightbox) return setOpen(true);
    loadLightbox().then(
      (component) => {
        setLightbox(() => component);
        setOpen(true);
      },
      // Offline or a stale deploy: the link's own target still shows the picture.
      () => window.location.assign(images[active].url),
    );
  };

  return (
    <section className={css.gallery} aria-label={`Pictures of ${name}`}>
      <div className={css.stage} data-enhanced={hydrated ? "" : undefined}>
        {images.map((image, index) => (
          <figure
            key={image.url}
            id={slideId(index)}
            className={css.slide}
            data-active={index === active ? "" : undefined}
          >
            <a
              href={image.url}
              className={css.zoomLink}
              onClick={openLightbox}
              onPointerEnter={hydrated && !Lightbox ? () => loadLightbox().catch(() => undefined) : undefined}
            >
              <Picture
                image={image}
                alt={image.alt ?? `${name}, picture ${index + 1}`}
                className={css.mainImage}
                priority={index === 0}
                sizes={MAIN_IMAGE_SIZES}
              />
              <span className="visually-hidden"> (view larger)</span>
            </a>
          </figure>
        ))}
      </div>
      {images.length > 1 ? (
        <ul className={css.thumbnails} aria-label="Choose a picture">
          {images.map((image, index) => (
            <li key={image.url}>
              <a
                href={`#${slideId(index)}`}
                className={css.thumbnail}
                aria-current={hydrated && index === active ? "true" : undefined}
                onClick={(event) => showThumbnail(event, index)}
              >
                <Picture
                  image={image}
                  alt={`Show picture ${index + 1} of ${images.length}`}
                  className={css.thumbnailImage}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {Lightbox ? (
        <Lightbox images={images} index={active} open={open} onClose={() => setOpen(false)} onView={setActive} />
      ) : null}
    </section>
  );
}
