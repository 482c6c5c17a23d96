import { describe, expect, it } from "vitest";
import {
  BREAKPOINTS,
  CAROUSEL_PRESETS,
  autoplayAvailable,
  autoplayRunning,
  resolvePerView,
  slideAtScroll,
  slidesOnScreen,
  swiperBreakpoints,
} from "./options";

describe("resolvePerView", () => {
  it("carries a width's count up to the next one that is set", () => {
    expect(resolvePerView({ base: 1 })).toEqual({ base: 1, sm: 1, md: 1, lg: 1 });
    expect(resolvePerView({ base: 1, md: 3 })).toEqual({ base: 1, sm: 1, md: 3, lg: 3 });
    expect(resolvePerView({ base: 1, sm: 2, md: 3, lg: 4 })).toEqual({ base: 1, sm: 2, md: 3, lg: 4 });
  });

  it("shows at least one whole slide", () => {
    expect(resolvePerView({ base: 0, sm: 2.7 })).toEqual({ base: 1, sm: 2, md: 2, lg: 2 });
  });
});

describe("swiperBreakpoints", () => {
  it("gives swiper the same counts at the same widths as the CSS", () => {
    expect(swiperBreakpoints(CAROUSEL_PRESETS.products.perView)).toEqual({
      slidesPerView: 1,
      breakpoints: {
        [BREAKPOINTS.sm]: { slidesPerView: 2 },
        [BREAKPOINTS.md]: { slidesPerView: 3 },
        [BREAKPOINTS.lg]: { slidesPerView: 4 },
      },
    });
  });
});

describe("the spec's sliders", () => {
  it("hero fades every 7000 ms; product sliders 4/3/2/1 every 5000 ms at 500 ms; testimonials never turn", () => {
    expect(CAROUSEL_PRESETS.hero).toMatchObject({ effect: "fade", autoplayMs: 7000, perView: { base: 1 } });
    expect(CAROUSEL_PRESETS.products).toMatchObject({ autoplayMs: 5000, speed: 500 });
    expect(resolvePerView(CAROUSEL_PRESETS.products.perView)).toEqual({ base: 1, sm: 2, md: 3, lg: 4 });
    expect(CAROUSEL_PRESETS.testimonials.autoplayMs).toBe(0);
  });
});

describe("slidesOnScreen", () => {
  it("marks the slides from the active one for one view", () => {
    expect(slidesOnScreen(2, 3, 6)).toEqual([false, false, true, true, true, false]);
  });

  it("stops at the last full view, as swiper does", () => {
    expect(slidesOnScreen(5, 3, 6)).toEqual([false, false, false, true, true, true]);
  });

  it("shows everything when fewer slides than a view", () => {
    expect(slidesOnScreen(0, 4, 2)).toEqual([true, true]);
  });
});

describe("slideAtScroll", () => {
  it("rounds a native scroll position to the nearest slide", () => {
    expect(slideAtScroll(0, 300, 5)).toBe(0);
    expect(slideAtScroll(449, 300, 5)).toBe(1);
    expect(slideAtScroll(451, 300, 5)).toBe(2);
  });

  it("stays within the slides", () => {
    expect(slideAtScroll(10_000, 300, 5)).toBe(4);
    expect(slideAtScroll(-20, 300, 5)).toBe(0);
    expect(slideAtScroll(100, 0, 5)).toBe(0);
    expect(slideAtScroll(100, 300, 0)).toBe(0);
  });
});

describe("autoplay", () => {
  const idle = {
    intervalMs: 5000,
    userPaused: false,
    hovered: false,
    focused: false,
    reducedMotion: false,
    locked: false,
  };

  it("runs when nobody is reading the carousel", () => {
    expect(autoplayRunning(idle)).toBe(true);
  });

  it("waits while hovered or focused, and after Pause", () => {
    expect(autoplayRunning({ ...idle, hovered: true })).toBe(false);
    expect(autoplayRunning({ ...idle, focused: true })).toBe(false);
    expect(autoplayRunning({ ...idle, userPaused: true })).toBe(false);
    // Paused by the shopper it is still offered, so the button can start it again.
    const paused = { ...idle, userPaused: true };
    expect(autoplayAvailable(paused)).toBe(true);
  });

  it("is not offered at all with reduced motion, no interval, or nothing to turn to", () => {
    for (const state of [
      { ...idle, reducedMotion: true },
      { ...idle, intervalMs: 0 },
      { ...idle, locked: true },
    ]) {
      expect(autoplayAvailable(state)).toBe(false);
      expect(autoplayRunning(state)).toBe(false);
    }
  });
});
