/** Spec 9: the control appears once the page has scrolled past 300 px, and scrolls up in 900 ms. */
const SHOW_AFTER_PX = 300;
const SCROLL_MS = 900;

/** Ease in and out, so the page neither jumps away nor stops dead. */
const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Shows the control after 300 px of scrolling (styles fade it in 200 ms), and on a press scrolls
 * to the top in 900 ms, at once for a shopper who prefers reduced motion. A keyboard user's focus
 * goes to the top too (the skip link, the page's first stop); a mouse click just lets go of the
 * control, which is about to hide. Returns what undoes it.
 */
export function enhanceScrollToTop(control: HTMLElement) {
  let frame = 0;
  const update = () => {
    const shown = String(window.scrollY > SHOW_AFTER_PX);
    if (control.dataset.shown !== shown) control.dataset.shown = shown;
  };

  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest("a")) return;
    event.preventDefault();
    cancelAnimationFrame(frame);
    // A click from Enter has no pointer behind it: detail counts clicks, 0 for the keyboard.
    const fromKeyboard = event.detail === 0;
    const arrive = () => {
      if (fromKeyboard) document.getElementById("skip-to-content")?.focus({ preventScroll: true });
      else control.querySelector("a")?.blur();
    };
    const from = window.scrollY;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || from === 0) {
      window.scrollTo({ top: 0, behavior: "instant" });
      return arrive();
    }
    const start = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / SCROLL_MS);
      window.scrollTo({ top: Math.round(from * (1 - easeInOut(progress))), behavior: "instant" });
      if (progress < 1) frame = requestAnimationFrame(step);
      else arrive();
    };
    frame = requestAnimationFrame(step);
  };

  // The shopper's own wheel, touch or key takes over from the animation.
  const interrupt = () => cancelAnimationFrame(frame);

  update();
  window.addEventListener("scroll", update, { passive: true });
  window.addEventListener("wheel", interrupt, { passive: true });
  window.addEventListener("touchstart", interrupt, { passive: true });
  window.addEventListener("keydown", interrupt);
  control.addEventListener("click", onClick);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener("scroll", update);
    window.removeEventListener("wheel", interrupt);
    window.removeEventListener("touchstart", interrupt);
    window.removeEventListener("keydown", interrupt);
    control.removeEventListener("click", onClick);
  };
}
