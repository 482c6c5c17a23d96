import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme.css";
import { document as paperDocument, head as paperHead, parties as paperParties } from "../components/tax-document.css";

const wide = "screen and (min-width: 48rem)";

export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { [wide]: { gridTemplateColumns: "14rem minmax(0, 1fr)", alignItems: "start" } },
});

export const menu = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  padding: vars.space.sm,
});

// A row of tabs that wraps on a phone, so the page's own content starts near the top; a
// column beside the content on wider screens.
export const menuList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  "@media": { [wide]: { display: "grid" } },
});

// Links and the Logout button look alike: one menu, one kind of item (at least 44 px tall).
export const menuItem = style({
  display: "flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  textAlign: "left",
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&:hover": { textDecoration: "underline" },
    '&[aria-current="page"], &[aria-current="true"]': {
      background: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: 700,
    },
  },
  "@media": { [wide]: { width: "100%" } },
});

export const content = style({ minWidth: 0 });

export const section = style({ marginBlock: vars.space.xl });

export const panels = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))",
  marginBlock: vars.space.lg,
});

export const panel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.surface,
});

export const panelTitle = style({ fontSize: "1.25rem" });

export const details = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

globalStyle(`${details} dt`, { fontWeight: 600 });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: "anywhere" });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
  marginBlock: vars.space.md,
});

const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: "2.75rem",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  font: "inherit",
  fontWeight: 700,
  textDecoration: "none",
  cursor: "pointer",
});

export const button = styleVariants({
  primary: [buttonBase, { border: 0, background: vars.color.brand, color: vars.color.onBrand }],
  secondary: [
    buttonBase,
    { border: `2px solid ${vars.color.brand}`, background: vars.color.surface, color: vars.color.brand },
  ],
  danger: [buttonBase, { border: 0, background: vars.color.error, color: vars.color.onBrand }],
});

/** A region that scrolls sideways on a narrow screen instead of squeezing the table. */
export const tableScroll = style({ overflowX: "auto", marginBlock: vars.space.md });

export const table = style({ width: "100%", borderCollapse: "collapse" });

globalStyle(`${table} caption`, { textAlign: "left", fontWeight: 600, paddingBottom: vars.space.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: "left",
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
});
globalStyle(`${table} thead th`, { background: vars.color.surfaceMuted });

export const numeric = style({ textAlign: "right", whiteSpace: "nowrap" });
globalStyle(`${table} ${numeric}`, { textAlign: "right" });

// Wide enough that a product name never breaks word by word; the table scrolls instead.
export const lineProduct = style({ display: "flex", gap: vars.space.sm, alignItems: "flex-start", minWidth: "14rem" });

export const lineImage = style({
  width: "4rem",
  height: "4rem",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  flexShrink: 0,
});

export const photoList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${vars.space.sm}`,
});

export const photoThumb = style({ width: "6rem", height: "6rem", objectFit: "cover", borderRadius: vars.radius.sm });

export const muted = style({ color: vars.color.textMuted, fontSize: "0.9375rem" });

export const totals = style({
  display: "grid",
  gridTemplateColumns: "1fr max-content",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  maxWidth: "24rem",
  marginInlineStart: "auto",
});

globalStyle(`${totals} dt`, { margin: 0 });
globalStyle(`${totals} dd`, { margin: 0, textAlign: "right", whiteSpace: "nowrap" });

export const grandTotal = style({
  fontWeight: 700,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.xs,
});

export const pagination = style({ marginBlock: vars.space.lg });

export const pageList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const pageLink = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "2.75rem",
  minHeight: "2.75rem",
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.link,
  textDecoration: "none",
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: 700,
    },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, borderStyle: "dashed" },
  },
});

export const addressList = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(16rem, 1fr))",
  listStyle: "none",
  padding: 0,
  marginBlock: vars.space.md,
});

export const addressBlock = style({ fontStyle: "normal", overflowWrap: "anywhere" });

export const tag = style({
  display: "inline-block",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  fontSize: "0.875rem",
  fontWeight: 600,
  color: vars.color.textMuted,
});

export const formGrid = style({
  display: "grid",
  gap: `0 ${vars.space.md}`,
  "@media": { [wide]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const fullWidth = style({ gridColumn: "1 / -1" });

export const radioGroup = style({ border: 0, padding: 0, margin: `0 0 ${vars.space.md}` });

globalStyle(`${radioGroup} legend`, { fontWeight: 600, padding: 0, marginBottom: vars.space.xs });

export const radioRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.lg });

export const radio = style({ display: "inline-flex", alignItems: "center", gap: vars.space.sm, minHeight: "2.75rem" });

globalStyle(`${radio} input`, { width: "1.25rem", height: "1.25rem", margin: 0, accentColor: vars.color.brand });

export const passwordBlock = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  marginBlock: vars.space.md,
});

globalStyle(`${passwordBlock} legend`, { fontWeight: 700, paddingInline: vars.space.xs });

export const notice = style({
  borderLeft: `4px solid ${vars.color.info}`,
  background: vars.color.surfaceMuted,
  padding: vars.space.md,
  marginBlock: vars.space.md,
});

export const formError = style({
  borderLeft: `4px solid ${vars.color.error}`,
  background: vars.color.surfaceMuted,
  color: vars.color.error,
  padding: vars.space.sm,
  marginBlock: vars.space.md,
});

export const supportList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  listStyle: "none",
  padding: 0,
  margin: 0,
});

/** An order's refunds, one block each. */
export const refundList = style({ display: "grid", gap: vars.space.md, listStyle: "none", padding: 0, margin: 0 });

/* ------------------------------------------------------------------ invoice */

/**
 * The order's printable invoice goes on paper as a tax document does (black on white, alone on the
 * page when printed: styles/components/tax-document.css.ts).
 */
export const invoice = paperDocument;
export const invoiceHead = paperHead;
export const invoiceParties = paperParties;

export const invoiceNote = style({
  marginTop: vars.space.md,
  fontSize: "0.9375rem",
});

/** Shown on screen, left off the paper. */
export const screenOnly = style({ "@media": { print: { display: "none" } } });

// The account's own layout is a grid: on paper the invoice takes the whole width.
const withInvoice = `body:has(${invoice})`;
globalStyle(`${withInvoice} ${layout}`, { "@media": { print: { display: "block" } } });

/** Left off the screen (it repeats what the page shows), put on the paper. */
export const printOnly = style({ "@media": { screen: { display: "none" } } });

export const rowLink = style({ display: "inline-flex", alignItems: "center", minHeight: "24px" });

/** A shopper's question or the shop's reply: their own line breaks kept, long words wrapped. */
export const message = style({ whiteSpace: "pre-line", overflowWrap: "anywhere" });
