import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

/** From this width the areas sit in a side column; below it they are the header's menu. */
const WIDE = "screen and (min-width: 56rem)";

export const sideColumn = style({
  display: "none",
  "@media": {
    [WIDE]: {
      display: "block",
      flex: "0 0 14rem",
      padding: `${vars.space.md} ${vars.space.sm}`,
      borderRight: `1px solid ${vars.color.border}`,
      background: vars.color.surfaceMuted,
    },
  },
});

export const phoneMenu = style({ width: "100%", "@media": { [WIDE]: { display: "none" } } });

export const menuButton = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 700,
  cursor: "pointer",
});

export const areas = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });

export const area = style({});

export const areaTitle = style({
  display: "block",
  fontSize: "0.8rem",
  fontWeight: 700,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
  color: vars.color.textMuted,
  paddingInline: vars.space.sm,
});

export const features = style({ listStyle: "none", margin: 0, padding: 0 });

export const featureLink = style({
  display: "block",
  minHeight: "2.5rem",
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { textDecoration: "underline" },
    '&[aria-current="page"], &[aria-current="true"]': {
      fontWeight: 700,
      background: vars.color.surface,
      boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
    },
  },
});

export const breadcrumbs = style({ marginBottom: vars.space.md, color: vars.color.textMuted });

export const crumbs = style({
  display: "flex",
  flexWrap: "wrap",
  listStyle: "none",
  margin: 0,
  padding: 0,
  gap: vars.space.xs,
});

export const crumb = style({ overflowWrap: "anywhere" });
globalStyle(`${crumb} + ${crumb}::before`, {
  content: '"›" / ""',
  marginInlineEnd: vars.space.xs,
  color: vars.color.textMuted,
});
globalStyle(`${crumb} a`, { display: "inline-block", minHeight: "24px" });
