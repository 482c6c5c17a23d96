/**
 * The full-screen project gallery. Loaded with import() only when a shopper is about to
 * use it, so neither the library nor its styles weigh on the first load of any page.
 */
import { type HTMLAttributes, useEffect, useMemo, useRef, useState } from "react";
import Lightbox, { type ControllerRef, type ZoomRef } from "yet-another-react-lightbox";
import Counter from "yet-another-react-lightbox/plugins/counter";
import counterCss from "yet-another-react-lightbox/plugins/counter.css";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import lightboxCss from "yet-another-react-lightbox/styles.css";
import type { StoredImage } from "~/lib/api-types";
import * as css from "@styles/content/project.css";

/** Spec 9, gallery: animation 333 ms, background opacity 0.8, keyboard pan 80 px. */
const ANIMATION_MS = 333;
const BACKDROP = "rgba(0, 0, 0, 0.8)";
const KEYBOARD_PAN_PX = 80;

export type GalleryView = { title: string; images: StoredImage[]; index: number };

type Props = GalleryView & { onClosed: () => void };

/** Adds the library's stylesheets to the page once and resolves when they apply. */
export function loadStyles() {
  return Promise.all(
    [lightboxCss, counterCss].map(
      (href) =>
        new Promise<void>((resolve, reject) => {
          if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return resolve();
          const link = document.createElement("link");
          link.rel = "stylesheet";
          link.href = href;
          link.onload = () => resolve();
          link.onerror = () => reject(new Error(`the gallery stylesheet ${href} did not load`));
          document.head.append(link);
        }),
    ),
  );
}

export function ProjectLightbox({ title, images, index, onClosed }: Props) {
  const controller = useRef<ControllerRef>(null);
  const zoomRef = useRef<ZoomRef>(null);
  const [zoomed, setZoomed] = useState(false);
  // A new slides array makes the library start again from `index`: build it once.
  const slides = useMemo(
    () => images.map((image) => ({ src: image.url, width: image.width, height: image.height, alt: image.alt ?? "" })),
    [images],
  );

  // The browser's Back button closes the gallery (spec 2): opening adds a history entry for
  // the same address, which Back removes. The entry copies the router's state, so the router
  // takes the Back for a visit to the page it is already on.
  useEffect(() => {
    window.history.pushState(window.history.state, "");
    let closedByBack = false;
    const onPop = () => {
      closedByBack = true;
      controller.current?.close();
    };
    window.addEventListener("popstate", onPop);
    return () => {
      window.removeEventListener("popstate", onPop);
      if (!closedByBack) window.history.back();
    };
  }, []);

  // Spec 2: the key z toggles the zoom.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "z" || event.ctrlKey || event.metaKey || event.altKey) return;
      const zoom = zoomRef.current;
      if (!zoom || zoom.disabled) return;
      event.preventDefault();
      if (zoom.zoom > zoom.minZoom) zoom.changeZoom(zoom.minZoom);
      else zoom.zoomIn();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <Lightbox
      open
      close={onClosed}
      index={index}
      slides={slides}
      plugins={[Counter, Zoom]}
      labels={{ Lightbox: `${title}: photos` }}
      animation={{ fade: ANIMATION_MS, swipe: ANIMATION_MS }}
      // Preloading 2 each side covers the 2 after; the render below skips the second one before.
      carousel={{ preload: 2 }}
      controller={{ ref: controller, closeOnBackdropClick: true, closeOnPullDown: true, closeOnPullUp: true }}
      zoom={{ ref: zoomRef, keyboardMoveDistance: KEYBOARD_PAN_PX, maxZoomPixelRatio: 2 }}
      on={{ zoom: ({ zoom }) => setZoomed(zoom > 1) }}
      portal={{ container: { "data-zoomed": String(zoomed) } as HTMLAttributes<HTMLDivElement> }}
      styles={{ container: { backgroundColor: BACKDROP } }}
      render={{
        // Spec 9 preloads one picture before the current one; an empty slide loads nothing.
        slide: ({ offset }) => (offset < -1 ? <span /> : undefined),
        iconError: () => (
          <p className={css.lightboxError} role="alert">
            The image cannot be loaded
          </p>
        ),
      }}
    />
  );
}
