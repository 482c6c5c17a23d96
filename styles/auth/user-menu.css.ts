import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const menu = style({ marginInlineStart: "auto" });

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.xs} ${vars.space.md}`,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

// Padding keeps each entry at least 24 px tall (WCAG 2.2 target size).
export const link = style({
  display: "inline-block",
  paddingBlock: vars.space.xs,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const signOut = style({
  font: "inherit",
  color: vars.color.link,
  background: "none",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  minHeight: "24px",
  cursor: "pointer",
});
