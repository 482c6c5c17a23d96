import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

/** Room for the whole table on a phone: it scrolls sideways inside its own box, not the page. */
export const tableBox = style({
  overflowX: "auto",
  marginBottom: vars.space.xl,
  border: `1px solid ${vars.color.surfaceMuted}`,
  borderRadius: vars.radius.md,
});

export const table = style({ width: "100%", minWidth: "44rem", borderCollapse: "collapse" });

globalStyle(`${table} th, ${table} td`, {
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.surfaceMuted}`,
  textAlign: "left",
  verticalAlign: "middle",
});

globalStyle(`${table} thead th`, { background: vars.color.surfaceMuted, fontSize: "0.9375rem" });

export const image = style({
  width: "5rem",
  height: "5rem",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  display: "block",
});

export const productLink = style({ display: "inline-flex", alignItems: "center", minHeight: "24px", fontWeight: 600 });

export const inStock = style({ color: vars.color.success, fontWeight: 600 });
export const outOfStock = style({ color: vars.color.error, fontWeight: 600 });

export const cellForm = style({ margin: 0 });

export const actionButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minHeight: "2.75rem",
  padding: `${vars.space.xs} ${vars.space.md}`,
  font: "inherit",
  fontWeight: 600,
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  cursor: "pointer",
  textDecoration: "none",
  whiteSpace: "nowrap",
});

export const optionsLink = style([actionButton, {}]);

export const removeButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "2.75rem",
  minHeight: "2.75rem",
  padding: vars.space.xs,
  font: "inherit",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.error,
  cursor: "pointer",
});

export const removeIcon = style({ width: "1.25rem", height: "1.25rem" });

export const muted = style({ color: vars.color.textMuted });

export const empty = style({
  textAlign: "center",
  padding: `${vars.space.xl} ${vars.space.md}`,
  marginBottom: vars.space.xl,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const trending = style({ marginTop: vars.space.xl });

/** The delivery check above the table: as wide as a phone, not the whole page. */
export const delivery = style({ maxWidth: "28rem", marginBottom: vars.space.lg });
