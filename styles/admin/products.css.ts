import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

/** Below this width the variant matrix's rows stack, as the lists' do (styles/admin/admin.css.ts). */
const NARROW = "screen and (max-width: 40rem)";

/** Two columns of fields on a wide screen, one on a phone. */
export const formGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
  gap: `0 ${vars.space.lg}`,
});

export const textarea = style({ minHeight: "8rem", fontFamily: "ui-monospace, monospace", fontSize: "0.9375rem" });

export const choices = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  marginBottom: vars.space.md,
  minWidth: 0,
});
globalStyle(`${choices} legend`, { fontWeight: 600, padding: `0 ${vars.space.xs}` });

export const choiceList = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(11rem, 1fr))",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

/** A checkbox and its label: a 44 px tall target. */
export const choice = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minHeight: "2.75rem" });
globalStyle(`${choice} input`, { width: "1.25rem", height: "1.25rem", flex: "none" });

export const matrixInput = style({ minWidth: "6rem" });

// The matrix on a phone: each variant a block of labelled inputs.
export const matrix = style({ width: "100%", borderCollapse: "collapse", marginBottom: vars.space.md });
globalStyle(`${matrix} th, ${matrix} td`, {
  textAlign: "left",
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
});
globalStyle(`${matrix} thead`, {
  "@media": {
    [NARROW]: { position: "absolute", width: "1px", height: "1px", overflow: "hidden", clip: "rect(0 0 0 0)" },
  },
});
globalStyle(`${matrix}, ${matrix} tbody, ${matrix} tr, ${matrix} td, ${matrix} th[scope="row"]`, {
  "@media": { [NARROW]: { display: "block", width: "100%" } },
});
globalStyle(`${matrix} tr`, {
  "@media": { [NARROW]: { borderBottom: `2px solid ${vars.color.border}`, paddingBlock: vars.space.sm } },
});
globalStyle(`${matrix} td, ${matrix} th[scope="row"]`, { "@media": { [NARROW]: { borderBottom: 0 } } });

/** A visible label inside a matrix cell only on phones, where the column headings are hidden. */
export const cellLabel = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  "@media": {
    [NARROW]: {
      position: "static",
      width: "auto",
      height: "auto",
      overflow: "visible",
      clip: "auto",
      display: "block",
      fontWeight: 700,
    },
  },
});

export const swatch = style({
  display: "inline-block",
  width: "1rem",
  height: "1rem",
  borderRadius: "50%",
  border: `1px solid ${vars.color.border}`,
  verticalAlign: "middle",
  marginInlineEnd: vars.space.xs,
});

export const inlineList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  listStyle: "none",
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
});
