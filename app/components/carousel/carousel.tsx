import {
  Children,
  type CSSProperties,
  type ReactNode,
  isValidElement,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import * as css from "@styles/carousel/carousel.css";
import type { CarouselController, CarouselStatus } from "./enhance";
import { type PerView, resolvePerView } from "./options";

type Naming =
  /** A visible heading above the slides; it names the carousel. */
  | { title: string; label?: never }
  /** The carousel's accessible name when it has no visible heading (the hero). */
  | { label: string; title?: never };

export type CarouselProps = Naming & {
  /** Level of the visible heading; 2 by default. */
  headingLevel?: 2 | 3;
  /** Slides per view by viewport width (see options.ts: base < 480 px, sm, md >= 768, lg >= 1024). Default 1. */
  perView?: PerView;
  /** Space between slides, px. Default 16. */
  gap?: number;
  /** "fade" (the hero) shows one slide at a time and cross-fades; "slide" (default) moves the row. */
  effect?: "slide" | "fade";
  /** Transition time in ms; 0 when the shopper prefers reduced motion. Default 500. */
  speed?: number;
  /**
   * Turn to the next slide every this many ms (0, the default, never). It never turns while the
   * carousel is hovered or holds focus, nor when reduced motion is preferred, and it offers a
   * Pause button (WCAG 2.2.2).
   */
  autoplayMs?: number;
  /** Controls beside the heading ("header", the default) or over the slides' corner ("overlay", always without a title). */
  controls?: "header" | "overlay";
  className?: string;
  /** One element per slide, each with a key. Each becomes a list item. */
  children: ReactNode;
};

/**
 * The shop's carousel (hero, product sliders, blog posts, testimonials, project cards).
 *
 * Server-rendered it is a labelled region holding a horizontally scrolling list with
 * scroll-snap: complete without JavaScript, scrollable by touch, trackpad and keyboard (the list
 * itself takes focus; arrow keys scroll it). When JavaScript runs and the carousel comes near the
 * screen, swiper is loaded with a dynamic import() and takes over: Previous / Next buttons
 * appear (and Pause / Play when it autoplays), arrow keys on the list page through it, slides
 * off screen are made inert so focus stays on what is visible. Presets for the spec's sliders
 * are in options.ts (CAROUSEL_PRESETS); spread one into the props.
 */
/** Swiper is fetched this long before an autoplaying carousel's first turn. */
const AUTOPLAY_LOAD_LEAD_MS = 1500;

export function Carousel({
  title,
  label,
  headingLevel = 2,
  perView = { base: 1 },
  gap = 16,
  effect = "slide",
  speed = 500,
  autoplayMs = 0,
  controls,
  className,
  children,
}: CarouselProps) {
  const headingId = useId();
  const trackId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLUListElement>(null);
  const [controller, setController] = useState<CarouselController | null>(null);
  const [status, setStatus] = useState<CarouselStatus | null>(null);

  const resolved = resolvePerView(perView);
  const { base, sm, md, lg } = resolved;
  const slides = Children.toArray(children);
  // The enhancement starts over when the slides change (the same route showing other data).
  const contentKey = slides.map((slide) => (isValidElement(slide) ? slide.key : "")).join("|");

  useEffect(() => {
    const root = rootRef.current;
    const viewport = viewportRef.current;
    const track = trackRef.current;
    if (!root || !viewport || !track) return;

    let cancelled = false;
    let enhanced: CarouselController | null = null;
    let cancelWaiting = () => {};
    let firstTurnAt: number | undefined;
    const enhance = () =>
      import("./enhance")
        .then(({ enhanceCarousel }) => {
          if (cancelled) return;
          enhanced = enhanceCarousel(
            root,
            viewport,
            track,
            { perView: { base, sm, md, lg }, gap, effect, speed, autoplayMs, firstTurnAt },
            setStatus,
          );
          setController(enhanced);
        })
        // Offline or a failed chunk: the native scrolling list is still there and complete.
        .catch(() => undefined);

    // Until swiper arrives the native scroll-snap list is complete, so it is not part of the
    // first load: it is fetched when the shopper reaches for this carousel, or, for one that
    // autoplays, shortly before its first turn is due once it is on screen.
    let timer = 0;
    const start = () => {
      stopWaiting();
      void enhance();
    };
    const interactions = ["pointerenter", "touchstart", "focusin", "wheel"] as const;
    const stopWaiting = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of interactions) root.removeEventListener(type, start);
    };
    for (const type of interactions) root.addEventListener(type, start, { once: true, passive: true });
    // With reduced motion nothing turns by itself, so nothing needs swiper before the shopper does.
    const turnsByItself = autoplayMs > 0 && !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const observer = new IntersectionObserver((entries) => {
      if (!turnsByItself || !entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      firstTurnAt = performance.now() + autoplayMs;
      timer = window.setTimeout(start, Math.max(0, autoplayMs - AUTOPLAY_LOAD_LEAD_MS));
    });
    observer.observe(root);
    cancelWaiting = stopWaiting;

    return () => {
      cancelled = true;
      cancelWaiting();
      enhanced?.destroy();
      setController(null);
      setStatus(null);
    };
  }, [base, sm, md, lg, gap, effect, speed, autoplayMs, contentKey]);

  const name = title ?? label;
  const Heading = `h${headingLevel}` as const;
  const style = {
    [css.GAP_VAR]: `${gap}px`,
    [css.PER_VIEW_VARS.base]: base,
    [css.PER_VIEW_VARS.sm]: sm,
    [css.PER_VIEW_VARS.md]: md,
    [css.PER_VIEW_VARS.lg]: lg,
  } as CSSProperties;

  const buttons =
    controller && status && !status.locked ? (
      <>
        <button type="button" className={css.button} aria-controls={trackId} onClick={() => controller.previous()}>
          <Chevron direction="previous" />
          <span className="visually-hidden">Previous slide</span>
        </button>
        <button type="button" className={css.button} aria-controls={trackId} onClick={() => controller.next()}>
          <Chevron direction="next" />
          <span className="visually-hidden">Next slide</span>
        </button>
        {status.autoplayAvailable ? (
          <button
            type="button"
            className={css.button}
            aria-controls={trackId}
            onClick={() => controller.setUserPaused(!status.userPaused)}
          >
            <PlayPause playing={!status.userPaused} />
            <span className="visually-hidden">{status.userPaused ? "Play slideshow" : "Pause slideshow"}</span>
          </button>
        ) : null}
      </>
    ) : null;
  // Without a heading row there is nowhere else to put them.
  const place = title ? (controls ?? "header") : "overlay";

  return (
    <section
      ref={rootRef}
      className={className ? `${css.root} ${className}` : css.root}
      style={style}
      aria-roledescription="carousel"
      {...(title ? { "aria-labelledby": headingId } : { "aria-label": label })}
    >
      {title ? (
        <div className={css.header}>
          <Heading id={headingId} className={css.title}>
            {title}
          </Heading>
          {place === "header" ? <div className={css.controls}>{buttons}</div> : null}
        </div>
      ) : null}
      {place === "overlay" && buttons ? <div className={css.overlayControls}>{buttons}</div> : null}
      <div ref={viewportRef} className={css.viewport}>
        <ul ref={trackRef} id={trackId} className={`${css.track} swiper-wrapper`} tabIndex={0} aria-label={name}>
          {slides.map((slide, index) => (
            <li
              key={isValidElement(slide) && slide.key !== null ? slide.key : index}
              className={`${css.slide} swiper-slide`}
            >
              {slide}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Chevron({ direction }: { direction: "previous" | "next" }) {
  return (
    <svg className={css.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === "previous" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PlayPause({ playing }: { playing: boolean }) {
  return (
    <svg className={css.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {playing ? (
        <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
      ) : (
        <path d="M8 5l11 7-11 7z" fill="currentColor" />
      )}
    </svg>
  );
}
