/**
 * The carousel's rules that do not need a browser: how many slides show at each width, which
 * slides are on screen, and when it may turn by itself. Shared by the server-rendered markup
 * (CSS custom properties) and the swiper enhancement, so both lay the slides out alike.
 */

/** Viewport widths (px) where the number of slides per view may change. */
export const BREAKPOINTS = { sm: 480, md: 768, lg: 1024 } as const;

/** Slides per view: `base` below 480 px, then from each breakpoint up; a missing one keeps the previous. */
export type PerView = { base: number; sm?: number; md?: number; lg?: number };
export type ResolvedPerView = Required<PerView>;

export function resolvePerView(perView: PerView): ResolvedPerView {
  const base = whole(perView.base);
  const sm = perView.sm === undefined ? base : whole(perView.sm);
  const md = perView.md === undefined ? sm : whole(perView.md);
  const lg = perView.lg === undefined ? md : whole(perView.lg);
  return { base, sm, md, lg };
}

const whole = (n: number) => Math.max(1, Math.floor(n));

/** The same layout in swiper's terms: slidesPerView below the first breakpoint, then per min-width. */
export function swiperBreakpoints(perView: PerView) {
  const { base, sm, md, lg } = resolvePerView(perView);
  return {
    slidesPerView: base,
    breakpoints: {
      [BREAKPOINTS.sm]: { slidesPerView: sm },
      [BREAKPOINTS.md]: { slidesPerView: md },
      [BREAKPOINTS.lg]: { slidesPerView: lg },
    },
  };
}

/** Whether each slide is on screen when `active` is the first one shown (swiper stops at the last full view). */
export function slidesOnScreen(active: number, perView: number, total: number): boolean[] {
  const first = Math.max(0, Math.min(active, total - perView));
  return Array.from({ length: total }, (_, index) => index >= first && index < first + perView);
}

/** The slide a natively scrolled list has reached, so the enhancement starts where the shopper is. */
export function slideAtScroll(scrollLeft: number, step: number, total: number) {
  if (!(step > 0) || total === 0) return 0;
  return Math.min(total - 1, Math.max(0, Math.round(scrollLeft / step)));
}

export type AutoplayState = {
  intervalMs: number;
  /** The shopper pressed Pause (WCAG 2.2.2). */
  userPaused: boolean;
  hovered: boolean;
  /** Keyboard focus is somewhere inside the carousel. */
  focused: boolean;
  reducedMotion: boolean;
  /** Every slide already fits: nothing to turn to. */
  locked: boolean;
};

/** Autoplay can run at all: a Pause button is offered only then. */
export const autoplayAvailable = (s: Pick<AutoplayState, "intervalMs" | "reducedMotion" | "locked">) =>
  s.intervalMs > 0 && !s.reducedMotion && !s.locked;

/** It turns now: never while the shopper reads it (hover, focus) or has paused it. */
export const autoplayRunning = (s: AutoplayState) => autoplayAvailable(s) && !s.userPaused && !s.hovered && !s.focused;

/** The spec's slider settings (section 9), for the carousels of every page. */
export const CAROUSEL_PRESETS = {
  /** Home hero: one slide, fading, every 7000 ms. */
  hero: { perView: { base: 1 }, gap: 0, effect: "fade", speed: 500, autoplayMs: 7000 },
  /** Product sliders: 4 per view on wide screens, then 3, 2, 1; every 5000 ms; speed 500 ms. */
  products: { perView: { base: 1, sm: 2, md: 3, lg: 4 }, gap: 16, effect: "slide", speed: 500, autoplayMs: 5000 },
  /** Blog posts: no autoplay (the spec sets none for it). */
  blog: { perView: { base: 1, sm: 2, lg: 3 }, gap: 16, effect: "slide", speed: 500, autoplayMs: 0 },
  /** Testimonials: never autoplay (spec 9). */
  testimonials: { perView: { base: 1, md: 2, lg: 3 }, gap: 16, effect: "slide", speed: 500, autoplayMs: 0 },
} as const satisfies Record<
  string,
  { perView: PerView; gap: number; effect: "slide" | "fade"; speed: number; autoplayMs: number }
>;
