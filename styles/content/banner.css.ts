import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const banner = style({
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  marginBottom: vars.space.xl,
  textAlign: "center",
});

export const title = style({ fontSize: "clamp(1.75rem, 4vw, 2.5rem)", margin: `0 0 ${vars.space.sm}`, overflowWrap: "anywhere" });

export const trail = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
  color: vars.color.textMuted,
});

export const crumb = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  selectors: { "& + &::before": { content: "'>'", color: vars.color.textMuted } },
});

// 24 px tall at least: a breadcrumb link is a target like any other.
export const crumbLink = style({ display: "inline-flex", alignItems: "center", minHeight: "24px" });
