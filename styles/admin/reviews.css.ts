import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

/** The queue: one card per review, readable from a 320 px phone (no table to squeeze). */
export const list = style({
  listStyle: "none",
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
});

export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  overflowWrap: "anywhere",
});

export const cardHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
});

export const cardTitle = style({ fontSize: "1.05rem", margin: 0 });

export const comment = style({ margin: `${vars.space.sm} 0`, whiteSpace: "pre-wrap" });

export const meta = style({ color: vars.color.textMuted, margin: `${vars.space.xs} 0` });

export const reply = style({
  borderLeft: `3px solid ${vars.color.border}`,
  paddingLeft: vars.space.md,
  margin: `${vars.space.sm} 0`,
});

export const checkbox = style({ width: "1.5rem", height: "1.5rem", margin: 0 });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  marginTop: vars.space.sm,
});
