import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

/** A GST tax invoice or credit note: black on white on screen and on paper, as it is filed. */
export const document = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  marginBlock: vars.space.lg,
  background: "#ffffff",
  color: "#000000",
  "@media": { print: { border: 0, padding: 0, margin: 0 } },
});

export const head = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { fontWeight: 600 });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: "anywhere" });

export const parties = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
  marginBottom: vars.space.md,
});

export const party = style({ fontStyle: "normal", overflowWrap: "anywhere" });

/** The lines scroll sideways on a narrow phone rather than squeezing nine columns into 320 px. */
export const scroller = style({ overflowX: "auto", marginBottom: vars.space.md });

export const lines = style({ width: "100%", borderCollapse: "collapse", fontSize: "0.9rem" });
globalStyle(`${lines} th, ${lines} td`, {
  border: "1px solid #6b6b6b",
  padding: vars.space.xs,
  textAlign: "left",
  verticalAlign: "top",
});
globalStyle(`${lines} td.num, ${lines} th.num`, { textAlign: "right", whiteSpace: "nowrap" });
globalStyle(`${lines} tfoot`, { fontWeight: 700 });

export const words = style({ fontWeight: 600 });

// Printing a page that holds a tax document prints the document alone: the shop's or back
// office's header, menus, toasts and buttons go, whatever layout surrounds it.
const withDocument = `body:has(${document})`;
globalStyle(
  [
    `${withDocument} header`,
    `${withDocument} footer`,
    `${withDocument} nav`,
    `${withDocument} aside`,
    `${withDocument} button`,
    `${withDocument} [aria-live]`,
    `${withDocument} .screen-only`,
  ].join(", "),
  { "@media": { print: { display: "none" } } },
);
globalStyle(`${withDocument}, ${withDocument} main`, {
  "@media": { print: { background: "#ffffff", color: "#000000", padding: 0, margin: 0, maxWidth: "none" } },
});
