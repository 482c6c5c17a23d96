import { globalStyle, style } from "@vanilla-extract/css";
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

export const mainImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "3 / 2",
  objectFit: "cover",
});

export const thumbs = style({
  display: "grid",
  gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const thumb = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "3 / 2",
  objectFit: "cover",
});

export const projectName = style({
  fontSize: "1.0625rem",
  fontFamily: vars.font.body,
  fontWeight: 700,
  margin: 0,
  textAlign: "center",
});

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
export const lightboxError = style({
  color: "#ffffff",
  fontSize: "1.125rem",
  textAlign: "center",
  padding: vars.space.md,
});

// The library draws no outline on a focused button; the shop's focus ring must show on the dark backdrop.
globalStyle(".yarl__button:focus-visible", { outline: "3px solid #ffffff", outlineOffset: "-3px" });

// Spec 9: the loading indicator appears only after 2000 ms. The library fades it in over the
// last fifth of its animation, so 2500 ms keeps it hidden for the first 2000.
globalStyle(".yarl__portal .yarl__slide_loading", { animationDuration: "2500ms" });
