/**
 * Loaded only by a click on the main picture (see gallery.tsx): the lightbox library and its
 * styles never weigh on the page's first load.
 */
import Lightbox from "yet-another-react-lightbox";
import Counter from "yet-another-react-lightbox/plugins/counter";
import counterStyles from "yet-another-react-lightbox/plugins/counter.css";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import lightboxStyles from "yet-another-react-lightbox/styles.css";
import type { StoredImage } from "~/lib/api-types";

let styles: Promise<void> | undefined;

/** Adds the lightbox's style sheets once and resolves when they apply, so it never shows unstyled. */
export function stylesReady() {
  styles ??= Promise.all(
    [lightboxStyles, counterStyles].map(
      (href) =>
        new Promise<void>((resolve) => {
          const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href });
          link.onload = () => resolve();
          link.onerror = () => resolve();
          document.head.append(link);
        }),
    ),
  ).then(() => undefined);
  return styles;
}

export type ProductLightboxProps = {
  images: StoredImage[];
  index: number;
  open: boolean;
  onClose: () => void;
  onView: (index: number) => void;
};

export default function ProductLightbox({ images, index, open, onClose, onView }: ProductLightboxProps) {
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={images.map((image) => ({ src: image.url, width: image.width, height: image.height, alt: image.alt }))}
      plugins={[Counter, Zoom]}
      // The zoom stops at the picture's stored size times this ratio. At 1 a wide screen already
      // showed the 800 px pictures at their stored size, so Zoom in stayed disabled from about
      // 1280 px up; the demo pictures are SVG and sharp at any size, and 2 is the project gallery's.
      zoom={{ maxZoomPixelRatio: 2 }}
      // The same gallery feel as the project pages (spec 9): one picture ahead and behind ready.
      carousel={{ preload: 2, finite: images.length < 3 }}
      animation={{ fade: 333 }}
      controller={{ closeOnBackdropClick: true, closeOnPullDown: true }}
      styles={{ container: { backgroundColor: "rgba(0, 0, 0, 0.8)" } }}
      on={{ view: ({ index: viewed }) => onView(viewed) }}
      render={{ iconError: () => <span>The image cannot be loaded</span> }}
    />
  );
}
