import { createVar, globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const bannerImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  marginBottom: vars.space.xl,
});

export const tabs = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.sm,
  listStyle: "none",
  margin: `0 0 ${vars.space.xl}`,
  padding: 0,
});

export const tab = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: `0 ${vars.space.lg}`,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  color: vars.color.brand,
  fontWeight: 700,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand },
  },
});

export const group = style({ marginBottom: vars.space.xl });

export const groupHeading = style({ fontSize: "1.5rem" });

/** How many cards one view of a project carousel holds (spec 2's rule, capped on narrow screens). */
const perView = createVar();
const columns = createVar();
const gap = vars.space.md;

export const track = style({
  vars: { [columns]: "1" },
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: `calc((100% - (${columns} - 1) * ${gap}) / ${columns})`,
  gap,
  overflowX: "auto",
  overscrollBehaviorX: "contain",
  scrollSnapType: "x mandatory",
  listStyle: "none",
  margin: 0,
  padding: `0 0 ${vars.space.sm}`,
  "@media": {
    "(min-width: 40rem)": { vars: { [columns]: `min(${perView}, 2)` } },
    "(min-width: 64rem)": { vars: { [columns]: perView } },
  },
});

export const trackPerView = styleVariants({
  1: { vars: { [perView]: "1" } },
  2: { vars: { [perView]: "2" } },
  3: { vars: { [perView]: "3" } },
});

// Positioned, so the visually hidden link text (position: absolute) stays inside the scroller
// instead of widening the page.
export const slide = style({ position: "relative", scrollSnapAlign: "start", minWidth: 0 });

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  height: "100%",
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.surfaceMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const imageLink = style({
  display: "block",
  borderRadius: vars.radius.sm,
  overflow: "hidden",
  background: vars.color.surfaceMuted,
  cursor: "zoom-in",
});

export const mainImage = style({ display: "block", width: "100%", height: "auto", aspectRatio: "3 / 2", objectFit: "cover" });

export const thumbs = style({
  display: "grid",
  gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const thumb = style({ display: "block", width: "100%", height: "auto", aspectRatio: "3 / 2", objectFit: "cover" });

export const projectName = style({ fontSize: "1.0625rem", fontFamily: vars.font.body, fontWeight: 700, margin: 0, textAlign: "center" });

export const journey = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "center",
  marginBlock: vars.space.xl,
  "@media": { "(min-width: 48rem)": { gridTemplateColumns: "2fr 3fr" } },
});

export const journeyImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  borderRadius: vars.radius.md,
});

export const promo = style({
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  padding: vars.space.xl,
  textAlign: "center",
  marginBlock: vars.space.xl,
});

export const promoLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 700,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const empty = style({ textAlign: "center", color: vars.color.textMuted });

// The gallery's own styles load with it; these only adjust it to the shop's rules.
export const lightboxError = style({ color: "#ffffff", fontSize: "1.125rem", textAlign: "center", padding: vars.space.md });

// The library draws no outline on a focused button; the shop's focus ring must show on the dark backdrop.
globalStyle(".yarl__button:focus-visible", { outline: "3px solid #ffffff", outlineOffset: "-3px" });

// Spec 9: the loading indicator appears only after 2000 ms. The library fades it in over the
// last fifth of its animation, so 2500 ms keeps it hidden for the first 2000.
globalStyle(".yarl__portal .yarl__slide_loading", { animationDuration: "2500ms" });
