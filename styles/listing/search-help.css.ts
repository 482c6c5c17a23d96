import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

// Search page with no results: 'Did you mean …?' and popular categories.
export const help = style({ display: "grid", gap: vars.space.md, marginTop: vars.space.lg });
export const popular = style({ display: "grid", gap: vars.space.sm });
export const didYouMean = style({ margin: 0, fontSize: "1.125rem" });
export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: "1.25rem" });
export const categories = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const category = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.link,
  background: vars.color.surface,
  selectors: { "&:hover": { background: vars.color.surfaceMuted } },
});
