import { useEffect, useRef } from "react";
import * as css from "@styles/layout/scroll-to-top.css";

/**
 * The scroll-to-top control (spec 9). Without JavaScript it is a plain link to the page top
 * (`#top`, the body), always there in the bottom corner. With it, its behaviour (appear after
 * 300 px, a 900 ms scroll, focus for keyboard users) comes in the chunk fetched after hydration
 * (after-hydration.ts), so no page's first load carries it.
 */
export function ScrollToTop() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    import("./after-hydration").then(
      // Gone by then (the ref is null after unmount): nothing to enhance.
      ({ enhanceScrollToTop }) => ref.current && (stop = enhanceScrollToTop(ref.current)),
      // Offline or a stale deploy: the plain link shows, and still leads to the top.
      () => ref.current?.setAttribute("data-shown", "true"),
    );
    return () => stop?.();
  }, []);
  // A landmark of its own: it sits after the footer, and every piece of a page belongs to one.
  return (
    <nav ref={ref} aria-label="Back to top" className={css.control}>
      {/* The chevron is drawn by the style sheet: no markup in every page's script. */}
      <a href="#top" className={css.link}>
        <span className="visually-hidden">Back to top</span>
      </a>
    </nav>
  );
}
