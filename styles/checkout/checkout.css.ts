import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

const WIDE = "(min-width: 56rem)";

export const layout = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": { [WIDE]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" } },
});

export const column = style({ display: "grid", gap: vars.space.lg, minWidth: 0 });

export const panel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const panelTitle = style({ fontSize: "1.375rem", margin: `0 0 ${vars.space.md}` });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ fontWeight: 700, fontSize: "1.0625rem", marginBottom: vars.space.sm, padding: 0 });

export const savedList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });

export const savedItem = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: vars.space.sm,
  alignItems: "start",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

/** 24 px: the smallest target WCAG 2.2 allows where controls sit close together. */
export const radio = style({ width: "1.5rem", height: "1.5rem", margin: 0, accentColor: vars.color.brand });

export const savedText = style({ display: "grid", gap: "0.125rem" });
export const savedName = style({ fontWeight: 700 });
export const muted = style({ color: vars.color.textMuted });

export const inlineLinks = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  margin: `${vars.space.sm} 0 0`,
});
globalStyle(`${inlineLinks} a`, { display: "inline-flex", alignItems: "center", minHeight: "24px" });

export const shipping = style({ display: "grid", gap: vars.space.md });

/**
 * The typed address shows while 'Ship to Different Address' is ticked. Browsers without
 * :has() simply show it, which is what the page does without JavaScript anyway.
 */
export const newAddress = style({
  display: "grid",
  gap: `0 ${vars.space.md}`,
  "@media": { "(min-width: 40rem)": { gridTemplateColumns: "1fr 1fr" } },
});

export const shipToggle = style({});

globalStyle(`${shipping}:has(${shipToggle}:not(:checked)) ${newAddress}`, { display: "none" });

export const fullWidth = style({ gridColumn: "1 / -1" });

export const radioRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md });

export const radioLabel = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "24px",
});

export const methods = style({ display: "grid", gap: vars.space.sm });

export const method = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `${vars.space.xs} ${vars.space.sm}`,
  alignItems: "center",
});

export const methodInput = style({ width: "1.5rem", height: "1.5rem", margin: 0, accentColor: vars.color.brand });

export const methodLabel = style({ fontWeight: 600, minHeight: "24px", display: "inline-flex", alignItems: "center" });

/** Spec 4: the chosen method's description shows, the others hide (CSS only, so also without JS). */
export const methodHelp = style({ gridColumn: 2, margin: 0, color: vars.color.textMuted, fontSize: "0.9375rem" });

globalStyle(`${methodInput}:not(:checked) ~ ${methodHelp}`, { display: "none" });

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: "0.9375rem" });

globalStyle(`${table} th, ${table} td`, {
  textAlign: "left",
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.surfaceMuted}`,
  verticalAlign: "top",
});

export const numeric = style({ textAlign: "right", whiteSpace: "nowrap" });
globalStyle(`${table} ${numeric}`, { textAlign: "right" });

export const lineProblem = style({ display: "block", color: vars.color.error, fontWeight: 600 });

export const totals = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `${vars.space.md} 0 0`,
});
globalStyle(`${totals} dt`, { fontWeight: 600 });
globalStyle(`${totals} dd`, { margin: 0, textAlign: "right" });

export const grandTotal = style({
  fontSize: "1.125rem",
  fontWeight: 700,
  borderTop: `2px solid ${vars.color.text}`,
  paddingTop: vars.space.xs,
});

export const couponRow = style({ display: "flex", gap: vars.space.sm, alignItems: "flex-start", flexWrap: "wrap" });

export const couponInput = style({ flex: "1 1 10rem" });

export const applied = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const secondaryButton = style({
  font: "inherit",
  fontWeight: 700,
  minHeight: "2.75rem",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: "pointer",
});

export const notice = style({
  border: `2px solid ${vars.color.error}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  margin: 0,
});
globalStyle(`${notice} p`, { margin: 0 });

export const placeButton = style({ width: "100%" });

export const outcome = style({
  maxWidth: "40rem",
  margin: `${vars.space.xl} auto`,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  textAlign: "center",
  display: "grid",
  gap: vars.space.md,
});
globalStyle(`${outcome} > *`, { margin: 0 });

export const outcomeTitle = style({ fontSize: "clamp(1.5rem, 1.2rem + 1.2vw, 2.125rem)" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, justifyContent: "center" });

export const linkButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "2.75rem",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.brand}`,
  fontWeight: 700,
  textDecoration: "none",
});

export const orderNumber = style({ fontWeight: 700, fontSize: "1.125rem" });

export const problems = style({ textAlign: "left", margin: 0, paddingInlineStart: vars.space.lg });

/** 'Buying for a business?': a disclosure, so the shoppers who are not see one line. */
export const business = style({ display: "grid", gap: vars.space.md });

export const businessSummary = style({
  fontWeight: 700,
  fontSize: "1.0625rem",
  cursor: "pointer",
  minHeight: "24px",
});

export const businessFields = style({ display: "grid", gap: `0 ${vars.space.md}`, marginTop: vars.space.md });
