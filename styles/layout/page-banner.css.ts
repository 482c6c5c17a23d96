import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const banner = style({
  marginBottom: vars.space.lg,
  padding: `${vars.space.lg} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  textAlign: "center",
});

export const title = style({ margin: `0 0 ${vars.space.xs}` });

export const crumbs = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
  color: vars.color.textMuted,
  fontSize: "0.9375rem",
});

export const crumb = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  selectors: {
    // The separator is drawn, not read: the list already tells screen readers the order.
    "& + &::before": { content: '"›" / ""', color: vars.color.textMuted },
  },
});

export const crumbLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "1.5rem",
  color: vars.color.link,
});
