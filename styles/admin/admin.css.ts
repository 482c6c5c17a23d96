import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

/** Below this width lists become stacked rows and filter forms one column (from 320 px up). */
const NARROW = "screen and (max-width: 40rem)";

export const page = style({
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  background: vars.color.surface,
});

export const header = style({ background: vars.color.surfaceMuted, borderBottom: `1px solid ${vars.color.border}` });

export const headerInner = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: "auto",
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
});

export const brand = style({
  fontFamily: vars.font.heading,
  fontWeight: 700,
  fontSize: "1.2rem",
  color: vars.color.text,
});

export const who = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

/** The side column (on a wide screen) beside the page. */
export const body = style({ flex: 1, display: "flex", width: "100%" });

export const main = style({
  flex: 1,
  minWidth: 0,
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  marginInline: "auto",
  padding: `${vars.space.lg} ${vars.space.md}`,
});

/** <main> itself: focused by the skip link, without a focus ring round the whole screen. */
export const mainContent = style({ outline: "none" });

export const narrow = style({ maxWidth: "32rem" });

export const section = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  marginBottom: vars.space.lg,
});

export const sectionTitle = style({ fontSize: "1.2rem", marginTop: 0 });

export const lead = style({ color: vars.color.textMuted, marginTop: 0 });

export const filters = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(11rem, 1fr))",
  gap: `0 ${vars.space.md}`,
  alignItems: "end",
  "@media": { [NARROW]: { gridTemplateColumns: "1fr" } },
});

export const buttonRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const secondaryButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  font: "inherit",
  fontWeight: 700,
  minHeight: "2.75rem",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: "pointer",
  textDecoration: "none",
});

export const dangerButton = style([
  secondaryButton,
  { borderColor: vars.color.error, background: vars.color.error, color: "#ffffff" },
]);

export const linkButton = style({
  font: "inherit",
  background: "none",
  border: 0,
  padding: `${vars.space.sm} 0`,
  color: vars.color.link,
  textDecoration: "underline",
  cursor: "pointer",
  minHeight: "24px",
});

export const confirm = style({
  border: `2px solid ${vars.color.error}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  marginBottom: vars.space.lg,
});

export const notice = style({
  border: `2px solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  marginBottom: vars.space.lg,
});

/** A long link or secret that must stay copyable on a phone. */
export const copyable = style({ fontFamily: "ui-monospace, monospace", overflowWrap: "anywhere", userSelect: "all" });

export const codes = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
  gap: vars.space.sm,
  fontFamily: "ui-monospace, monospace",
  fontSize: "1.1rem",
  listStyle: "none",
  padding: 0,
});

export const qr = style({ width: "100%", maxWidth: "14rem", background: "#ffffff", padding: vars.space.sm });

export const table = style({ width: "100%", borderCollapse: "collapse", marginBottom: vars.space.md });

globalStyle(`${table} th, ${table} td`, {
  textAlign: "left",
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
});

// On a phone each row becomes a block of labelled lines: no sideways scrolling from 320 px.
globalStyle(`${table} thead`, {
  "@media": {
    [NARROW]: { position: "absolute", width: "1px", height: "1px", overflow: "hidden", clip: "rect(0 0 0 0)" },
  },
});
globalStyle(`${table}, ${table} tbody, ${table} tr, ${table} td, ${table} th[scope="row"]`, {
  "@media": { [NARROW]: { display: "block", width: "100%" } },
});
globalStyle(`${table} tr`, {
  "@media": { [NARROW]: { borderBottom: `2px solid ${vars.color.border}`, paddingBlock: vars.space.sm } },
});
globalStyle(`${table} td, ${table} th[scope="row"]`, {
  "@media": { [NARROW]: { borderBottom: 0, paddingBlock: vars.space.xs } },
});
globalStyle(`${table} td[data-label]::before`, {
  "@media": { [NARROW]: { content: "attr(data-label) ': '", fontWeight: 700 } },
});

/** A long email in a table cell wraps rather than widening a phone's page. */
export const breakable = style({ overflowWrap: "anywhere" });

export const addressList = style({
  display: "grid",
  gap: vars.space.md,
  listStyle: "none",
  padding: 0,
  margin: 0,
  overflowWrap: "anywhere",
});
globalStyle(`${addressList} address`, { fontStyle: "normal" });

export const changes = style({ margin: 0, padding: 0, listStyle: "none", overflowWrap: "anywhere" });

export const removed = style({ color: vars.color.error });
export const added = style({ color: vars.color.success, fontWeight: 600 });

export const details = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${details} dt`, { fontWeight: 700 });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: "anywhere" });

export const pager = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  listStyle: "none",
  padding: 0,
});

export const pagerLink = style({ display: "inline-block", padding: vars.space.sm, minWidth: "2.75rem" });
