/**
 * The JavaScript half of the carousel: swiper takes over the scroll-snap list that the server
 * rendered. Only ever loaded by a dynamic import() from the Carousel component, so pages without
 * a carousel never download swiper and pages with one download it after they are interactive.
 */
import Swiper from "swiper";
import { EffectFade } from "swiper/modules";
import {
  type AutoplayState,
  type PerView,
  autoplayAvailable,
  autoplayRunning,
  slideAtScroll,
  slidesOnScreen,
  swiperBreakpoints,
} from "./options";

export type EnhanceOptions = {
  perView: PerView;
  gap: number;
  effect: "slide" | "fade";
  speed: number;
  autoplayMs: number;
  /** When the first turn is due (a performance.now() time): autoplay keeps its cadence from when the carousel came into view. */
  firstTurnAt?: number;
};

/** What the React controls show: whether there is anything to page through or pause. */
export type CarouselStatus = { locked: boolean; autoplayAvailable: boolean; userPaused: boolean };

export type CarouselController = {
  previous(): void;
  next(): void;
  setUserPaused(paused: boolean): void;
  destroy(): void;
};

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

export function enhanceCarousel(
  root: HTMLElement,
  viewport: HTMLElement,
  track: HTMLElement,
  options: EnhanceOptions,
  onStatus: (status: CarouselStatus) => void,
): CarouselController {
  const slides = Array.from(track.children) as HTMLElement[];
  const motion = window.matchMedia(REDUCED_MOTION);
  const state: AutoplayState = {
    intervalMs: options.autoplayMs,
    userPaused: false,
    hovered: root.matches(":hover"),
    focused: root.contains(document.activeElement),
    reducedMotion: motion.matches,
    locked: false,
  };

  // The native scrollbar goes away with swiper; its height stays as padding so nothing below moves.
  const scrollbarHeight = track.offsetHeight - track.clientHeight;
  const step = slides.length > 1 ? slides[1].offsetLeft - slides[0].offsetLeft : track.clientWidth;
  const initialSlide = slideAtScroll(track.scrollLeft, step, slides.length);
  track.scrollLeft = 0;
  viewport.style.paddingBottom = scrollbarHeight > 0 ? `${scrollbarHeight}px` : "";

  const swiper = new Swiper(viewport, {
    modules: options.effect === "fade" ? [EffectFade] : [],
    effect: options.effect,
    fadeEffect: { crossFade: true },
    speed: state.reducedMotion ? 0 : options.speed,
    spaceBetween: options.gap,
    ...swiperBreakpoints(options.perView),
    initialSlide,
    rewind: true,
  });

  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstTurnAt = options.firstTurnAt;
  const report = () =>
    onStatus({ locked: swiper.isLocked, autoplayAvailable: autoplayAvailable(state), userPaused: state.userPaused });

  // Slides out of view cannot take focus or be read out: keyboard focus never lands off screen.
  const markOnScreen = () => {
    const { slidesPerView } = swiper.params;
    const perView = typeof slidesPerView === "number" ? Math.max(1, Math.floor(slidesPerView)) : 1;
    const onScreen = slidesOnScreen(swiper.activeIndex, perView, slides.length);
    slides.forEach((slide, index) => {
      slide.inert = !onScreen[index];
    });
  };

  const schedule = () => {
    clearTimeout(timer);
    state.locked = swiper.isLocked;
    if (!autoplayRunning(state)) return;
    const delay = firstTurnAt === undefined ? state.intervalMs : Math.max(0, firstTurnAt - performance.now());
    firstTurnAt = undefined;
    timer = setTimeout(() => swiper.slideNext(), delay);
  };
  const refresh = () => {
    markOnScreen();
    schedule();
    report();
  };

  swiper.on("slideChange", refresh);
  swiper.on("breakpoint", refresh);
  swiper.on("lock", refresh);
  swiper.on("unlock", refresh);

  const onMotion = () => {
    state.reducedMotion = motion.matches;
    swiper.params.speed = state.reducedMotion ? 0 : options.speed;
    refresh();
  };
  const onEnter = () => {
    state.hovered = true;
    schedule();
  };
  const onLeave = () => {
    state.hovered = false;
    schedule();
  };
  const onFocusIn = () => {
    state.focused = true;
    schedule();
  };
  const onFocusOut = (event: FocusEvent) => {
    state.focused = root.contains(event.relatedTarget as Node | null);
    schedule();
  };
  // The list keeps its keyboard scrolling: arrows page it as they scrolled it, stopping at the ends.
  const onKey = (event: KeyboardEvent) => {
    if (event.target !== track) return;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => swiper.isBeginning || swiper.slidePrev(),
      ArrowRight: () => swiper.isEnd || swiper.slideNext(),
      Home: () => swiper.slideTo(0),
      End: () => swiper.slideTo(slides.length - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };
  // Focus moving into a slide can make the browser scroll the clipped viewport; swiper positions by transform.
  const onScroll = () => {
    viewport.scrollLeft = 0;
  };

  motion.addEventListener("change", onMotion);
  root.addEventListener("pointerenter", onEnter);
  root.addEventListener("pointerleave", onLeave);
  root.addEventListener("focusin", onFocusIn);
  root.addEventListener("focusout", onFocusOut);
  track.addEventListener("keydown", onKey);
  viewport.addEventListener("scroll", onScroll);
  refresh();

  return {
    previous: () => swiper.slidePrev(),
    next: () => swiper.slideNext(),
    setUserPaused(paused) {
      state.userPaused = paused;
      schedule();
      report();
    },
    destroy() {
      clearTimeout(timer);
      motion.removeEventListener("change", onMotion);
      root.removeEventListener("pointerenter", onEnter);
      root.removeEventListener("pointerleave", onLeave);
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("focusout", onFocusOut);
      track.removeEventListener("keydown", onKey);
      viewport.removeEventListener("scroll", onScroll);
      for (const slide of slides) slide.inert = false;
      viewport.style.paddingBottom = "";
      swiper.destroy(true, true);
    },
  };
}
