import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const map = style({
  display: "block",
  width: "100%",
  height: "min(26rem, 70vw)",
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  marginBottom: vars.space.xl,
});

export const details = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(15rem, 1fr))",
  marginBottom: vars.space.xl,
});

export const card = style({
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
});

export const cardHeading = style({ fontSize: "1.25rem", marginBottom: vars.space.sm });

export const lines = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });

export const contactLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "24px",
  overflowWrap: "anywhere",
});

export const label = style({ color: vars.color.textMuted, fontSize: "0.875rem", display: "block" });

export const socialList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const intro = style({
  maxWidth: "48rem",
  marginInline: "auto",
  marginBottom: vars.space.xl,
  fontSize: "1.0625rem",
});

export const unavailable = style({ textAlign: "center", color: vars.color.textMuted });

export const address = style({ fontStyle: "normal" });
