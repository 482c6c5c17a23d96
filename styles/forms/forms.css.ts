import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  marginBottom: vars.space.md,
});

export const label = style({ fontWeight: 600 });

export const hint = style({ color: vars.color.textMuted, fontSize: "0.875rem", margin: 0 });

export const control = style({
  font: "inherit",
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  minHeight: "2.75rem",
  width: "100%",
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.error, borderWidth: "2px" },
  },
});

export const checkRow = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minHeight: "24px" });

export const checkbox = style({ width: "1.25rem", height: "1.25rem", accentColor: vars.color.brand });

export const errorList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  color: vars.color.error,
  fontSize: "0.9375rem",
});

export const formError = style({
  border: `1px solid ${vars.color.error}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  marginBottom: vars.space.md,
});

export const button = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  font: "inherit",
  fontWeight: 700,
  minHeight: "2.75rem",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  cursor: "pointer",
  selectors: { "&[disabled]": { opacity: 0.7, cursor: "progress" } },
});

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  width: "1rem",
  height: "1rem",
  border: "2px solid currentColor",
  borderRightColor: "transparent",
  borderRadius: "50%",
  animation: `${spin} 0.8s linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "2.4s" } },
});
