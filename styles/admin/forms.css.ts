import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

// The shop's form look (styles/forms/forms.css.ts), for the back office's own controls.
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
  padding: vars.space.sm,
  minHeight: "2.75rem",
  width: "100%",
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.error, borderWidth: "2px" } },
});

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

/** A group of fields under one legend (a coupon's start date and time). */
export const fieldset = style({ border: 0, padding: 0, margin: `0 0 ${vars.space.md}`, minWidth: 0 });

/** A checkbox before its label, the hint below both. */
export const checkboxField = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  alignItems: "center",
  gap: `${vars.space.xs} ${vars.space.sm}`,
  marginBottom: vars.space.md,
});
globalStyle(`${checkboxField} > p`, { gridColumn: "1 / -1" });

export const checkbox = style({ width: "1.5rem", height: "1.5rem", margin: 0 });
