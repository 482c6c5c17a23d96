import { globalStyle, style } from "@vanilla-extract/css";
import { container, laidOutWhenNear } from "../layout.css";
import { vars } from "../theme.css";
import { CONTROL_INSET, CONTROL_SIZE } from "./scroll-to-top.css";

export const footer = style([
  laidOutWhenNear,
  {
    marginTop: vars.space.xl,
    paddingTop: vars.space.xl,
    background: vars.color.surfaceMuted,
    color: vars.color.text,
  },
]);

export const columns = style([
  container,
  {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(13rem, 1fr))",
    gap: vars.space.lg,
    paddingBottom: vars.space.lg,
  },
]);

export const column = style({ minWidth: 0 });

export const heading = style({ fontSize: "1.125rem", margin: `0 0 ${vars.space.sm}` });

export const text = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted });

export const hours = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.textMuted,
});
globalStyle(`${hours} dd`, { margin: 0 });

export const linkList = style({ listStyle: "none", margin: 0, padding: 0 });

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2rem",
  color: vars.color.text,
  textDecoration: "none",
  overflowWrap: "anywhere",
  selectors: { "&:hover": { color: vars.color.brand, textDecoration: "underline" } },
});

export const socialList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  listStyle: "none",
  margin: `${vars.space.md} 0 0`,
  padding: 0,
});

export const socialLink = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.75rem",
  height: "2.75rem",
  borderRadius: "50%",
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.brand,
  selectors: { "&:hover": { background: vars.color.brand, color: vars.color.onBrand } },
});

export const socialIcon = style({ width: "1.25rem", height: "1.25rem" });

export const copyright = style([
  container,
  {
    // Only the block margins: a plain `margin: 0` undid the container's auto inline margins and
    // pinned the line to the left on screens wider than the container.
    marginBlock: 0,
    paddingTop: vars.space.md,
    // Room for the scroll-to-top control at the end of the page, so it covers nothing there.
    paddingBottom: `calc(${CONTROL_SIZE} + 2 * ${CONTROL_INSET})`,
    borderTop: `1px solid ${vars.color.border}`,
    color: vars.color.textMuted,
    fontSize: "0.875rem",
    textAlign: "center",
  },
]);
