import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

/**
 * Two layouts for one markup. Without JavaScript (or before swiper arrives) the list scrolls
 * natively with scroll-snap. Once swiper has initialised the viewport (it adds
 * .swiper-initialized) the list becomes swiper's wrapper, moved by transform. Slide widths
 * are the same formula in both, so the switch moves nothing on screen.
 */

// Set inline by the component from its perView and gap props.
export const PER_VIEW_VARS = {
  base: "--carousel-pv-base",
  sm: "--carousel-pv-sm",
  md: "--carousel-pv-md",
  lg: "--carousel-pv-lg",
} as const;
export const GAP_VAR = "--carousel-gap";

export const root = style({
  position: "relative",
  vars: { "--carousel-pv": `var(${PER_VIEW_VARS.base})` },
  "@media": {
    "(min-width: 480px)": { vars: { "--carousel-pv": `var(${PER_VIEW_VARS.sm})` } },
    "(min-width: 768px)": { vars: { "--carousel-pv": `var(${PER_VIEW_VARS.md})` } },
    "(min-width: 1024px)": { vars: { "--carousel-pv": `var(${PER_VIEW_VARS.lg})` } },
  },
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  // The controls arrive with JavaScript; the row is already as tall as they are.
  minHeight: "2.75rem",
  marginBottom: vars.space.md,
});

export const title = style({ margin: 0, fontSize: "1.5rem" });

export const controls = style({ display: "flex", gap: vars.space.sm, flexShrink: 0 });

// Over the slides' top right corner (the hero has no heading row to hold them).
export const overlayControls = style([
  controls,
  { position: "absolute", top: vars.space.sm, right: vars.space.sm, zIndex: 2 },
]);

export const button = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.75rem",
  height: "2.75rem",
  padding: 0,
  borderRadius: "50%",
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceMuted } },
});

export const icon = style({ width: "1.25rem", height: "1.25rem" });

export const viewport = style({ position: "relative" });

const slideWidth = `calc((100% - (var(--carousel-pv) - 1) * var(${GAP_VAR})) / var(--carousel-pv))`;

export const track = style({
  // Positioned, so absolutely placed content of a slide (visually hidden text) stays inside the scroller.
  position: "relative",
  display: "flex",
  gap: `var(${GAP_VAR})`,
  margin: 0,
  // Room for the focus rings of the links inside, which the scroller would clip.
  padding: `${vars.space.xs} 0`,
  listStyle: "none",
  overflowX: "auto",
  overscrollBehaviorX: "contain",
  scrollSnapType: "x mandatory",
  scrollbarWidth: "thin",
  scrollbarColor: `${vars.color.border} transparent`,
  selectors: { "&:focus-visible": { outlineOffset: "-3px" } },
});

export const slide = style({
  position: "relative",
  flex: `0 0 ${slideWidth}`,
  minWidth: 0,
  scrollSnapAlign: "start",
  display: "flex",
  flexDirection: "column",
});

// Swiper's own stylesheet, reduced to what these carousels use.
const enhanced = `${viewport}.swiper-initialized`;
globalStyle(enhanced, { overflow: "hidden", zIndex: 1 });
globalStyle(`${enhanced}.swiper-horizontal`, { touchAction: "pan-y" });
globalStyle(`${enhanced} > ${track}`, {
  gap: 0,
  overflow: "visible",
  scrollSnapType: "none",
  transitionProperty: "transform",
  boxSizing: "content-box",
  zIndex: 1,
});
// The list is moved by transform, so its own outline would travel off screen: ring the viewport instead.
globalStyle(`${enhanced} > ${track}:focus-visible`, { outline: "none" });
globalStyle(`${enhanced}:has(> ${track}:focus-visible)`, {
  outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
  outlineOffset: vars.focusRing.offset,
});
// Swiper sets each slide's width inline; a flex-basis would override it.
globalStyle(`${enhanced} > ${track} > ${slide}`, { flex: "0 0 auto", transitionProperty: "transform" });
globalStyle(`${enhanced}.swiper-fade > ${track} > ${slide}`, { pointerEvents: "none", transitionProperty: "opacity" });
globalStyle(`${enhanced}.swiper-fade > ${track} > ${slide}.swiper-slide-active`, { pointerEvents: "auto" });
