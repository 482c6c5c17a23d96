import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

/** Every control of the cart: 44 px, above the 24 px minimum target. */
const TARGET = "2.75rem";
const DIVIDER = `1px solid ${vars.color.surfaceMuted}`;
/** Below this the table's rows become stacked cards. */
const NARROW = "screen and (max-width: 47.999rem)";
const WIDE = "screen and (min-width: 64rem)";

export const layout = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": { [WIDE]: { gridTemplateColumns: "minmax(0, 1fr) 20rem" } },
});

export const table = style({ width: "100%", borderCollapse: "collapse" });

export const caption = style({ textAlign: "left", fontWeight: 600, paddingBottom: vars.space.sm });

globalStyle(`${table} th, ${table} td`, {
  padding: vars.space.sm,
  textAlign: "left",
  verticalAlign: "middle",
  borderBottom: DIVIDER,
});
globalStyle(`${table} thead th`, {
  fontSize: "0.9375rem",
  color: vars.color.textMuted,
  borderBottom: `2px solid ${vars.color.surfaceMuted}`,
});

export const numeric = style({ textAlign: "right", whiteSpace: "nowrap" });
globalStyle(`${table} ${numeric}`, { textAlign: "right" });

export const thumbCell = style({ width: "5.5rem" });
export const thumb = style({
  display: "block",
  width: "4.5rem",
  height: "4.5rem",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const nameCell = style({ fontWeight: 400 });
export const removeCell = style({ width: "3.5rem" });
export const name = style({ fontWeight: 600, color: vars.color.text });
export const variant = style({ display: "block", color: vars.color.textMuted, fontSize: "0.9375rem" });
export const problem = style({ display: "block", marginTop: vars.space.xs, color: vars.color.error, fontWeight: 600 });
export const excluded = style({ color: vars.color.textMuted, fontSize: "0.9375rem" });

export const stepper = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });
export const inlineForm = style({ display: "inline", margin: 0 });

const button = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: TARGET,
  minHeight: TARGET,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": { background: vars.color.surfaceMuted },
    "&:disabled": { color: vars.color.textMuted, cursor: "not-allowed" },
    '&[aria-busy="true"]': { cursor: "progress" },
  },
});

export const stepButton = style([button, { fontSize: "1.25rem", lineHeight: 1 }]);
export const quantity = style({ minWidth: "2rem", textAlign: "center", fontWeight: 600 });
export const textButton = style([button, { paddingInline: vars.space.md, marginTop: vars.space.xs }]);
export const removeButton = style([button, { color: vars.color.error }]);
export const icon = style({ width: "1.25rem", height: "1.25rem" });

export const summary = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});
export const summaryHeading = style({ margin: 0, fontSize: "1.25rem" });
export const totals = style({ display: "grid", gap: vars.space.sm, margin: 0 });
export const totalRow = style({ display: "flex", justifyContent: "space-between", gap: vars.space.md });
globalStyle(`${totals} dt, ${totals} dd`, { margin: 0 });
globalStyle(`${totals} dd`, { textAlign: "right", fontWeight: 600 });
export const grandTotal = style([
  totalRow,
  { fontSize: "1.125rem", fontWeight: 700, paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}` },
]);
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.9375rem" });

export const checkout = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: TARGET,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 700,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.text } },
});

export const empty = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  textAlign: "center",
});
export const emptyText = style({ margin: 0, fontSize: "1.125rem" });

/*
 * Narrow screens: each row becomes a card (picture beside the name, then the figures), the
 * column headings move into each cell's label. The table keeps its semantics for assistive
 * technology; only the drawing changes.
 */
globalStyle(`${table} thead`, {
  "@media": {
    [NARROW]: {
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clip: "rect(0 0 0 0)",
      whiteSpace: "nowrap",
    },
  },
});
globalStyle(`${table} tbody tr`, {
  "@media": {
    [NARROW]: {
      display: "grid",
      gridTemplateColumns: "5rem 1fr auto",
      gap: `0 ${vars.space.sm}`,
      paddingBlock: vars.space.sm,
      borderBottom: DIVIDER,
    },
  },
});
globalStyle(`${table} tbody th, ${table} tbody td, ${table} tbody ${numeric}`, {
  "@media": {
    [NARROW]: {
      display: "block",
      gridColumn: "2 / -1",
      borderBottom: 0,
      padding: `${vars.space.xs} 0`,
      textAlign: "left",
    },
  },
});
globalStyle(`${table} tbody ${thumbCell}`, {
  "@media": { [NARROW]: { gridColumn: 1, gridRow: "1 / span 4", width: "auto" } },
});
globalStyle(`${table} tbody ${nameCell}`, { "@media": { [NARROW]: { gridColumn: 2, gridRow: 1 } } });
globalStyle(`${table} tbody ${removeCell}`, { "@media": { [NARROW]: { gridColumn: 3, gridRow: 1 } } });
globalStyle(`${table} tbody td[data-label]::before`, {
  "@media": { [NARROW]: { content: "attr(data-label) ': '", color: vars.color.textMuted } },
});
