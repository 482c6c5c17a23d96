import { style } from "@vanilla-extract/css";
import { button as formButton } from "../forms/forms.css";
import { vars } from "../theme.css";

export const block = style({
  marginBlockEnd: vars.space.xl,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  textAlign: "center",
});

export const heading = style({ fontSize: "1.5rem", marginTop: 0, marginBottom: vars.space.sm });

export const text = style({ marginTop: 0, marginBottom: vars.space.md });

export const form = style({ maxWidth: "34rem", marginInline: "auto", textAlign: "left" });

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  gap: vars.space.sm,
});

export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  flex: "1 1 16rem",
  margin: 0,
});

/** The forms' button, lined up with the field beside it. */
export const button = style([
  formButton,
  // Lines up with the field's box, under its one-line label (1.5 line height plus the field's gap).
  { marginTop: `calc(1.5em + ${vars.space.xs})` },
]);

export const status = style({
  margin: `${vars.space.sm} 0 0`,
  fontWeight: 600,
  color: vars.color.success,
  // Always in the page, so the live region is known before a message arrives; empty, it takes no room.
  selectors: { "&:empty": { margin: 0 } },
});
