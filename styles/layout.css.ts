import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const container = style({
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  marginInline: "auto",
  paddingInline: vars.space.md,
});

// Off-screen until focused, then the first thing a keyboard user sees.
export const skipLink = style({
  position: "absolute",
  left: vars.space.sm,
  top: "-100px",
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.link,
  borderRadius: vars.radius.sm,
  selectors: { "&:focus": { top: vars.space.sm } },
});

export const header = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const headerInner = style([
  container,
  {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: vars.space.md,
    paddingBlock: vars.space.md,
  },
]);

export const brand = style({
  fontFamily: vars.font.heading,
  fontSize: "1.5rem",
  fontWeight: 700,
  color: vars.color.brand,
  textDecoration: "none",
  minHeight: "24px",
});

export const navList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.md}`,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

// Padding keeps every menu link at least 24 px tall (WCAG 2.2 target size).
export const navLink = style({
  display: "inline-block",
  paddingBlock: vars.space.xs,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const main = style([container, { flex: 1, paddingBlock: vars.space.xl }]);

export const footer = style({
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  paddingBlock: vars.space.lg,
});

export const footerInner = style([container]);

export const toastRegion = style({
  position: "fixed",
  top: vars.space.md,
  right: vars.space.md,
  zIndex: 50,
  display: "grid",
  gap: vars.space.sm,
  maxWidth: "min(24rem, calc(100vw - 2rem))",
});

const toastBase = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.onBrand,
  boxShadow: "0 4px 12px rgb(0 0 0 / 0.2)",
});

export const toast = styleVariants({
  success: [toastBase, { background: vars.color.success }],
  error: [toastBase, { background: vars.color.error }],
  info: [toastBase, { background: vars.color.info }],
});

export const categoryList = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))",
  gap: vars.space.md,
  listStyle: "none",
  padding: 0,
});

export const categoryLink = style({
  display: "block",
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  color: vars.color.link,
  fontWeight: 600,
});
