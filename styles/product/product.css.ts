import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme.css";

/** Tap targets of at least 24 px (WCAG 2.2), comfortably 44 px for the main controls. */
const TARGET = "2.75rem";

export const breadcrumbs = style({ marginBottom: vars.space.lg, fontSize: "0.9375rem" });

export const breadcrumbList = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
  color: vars.color.textMuted,
});

globalStyle(`${breadcrumbList} li + li::before`, {
  // The separator is decoration: the alternative text after the slash keeps it out of screen readers.
  content: ['"›"', '"›" / ""'],
  marginInlineEnd: vars.space.xs,
});

globalStyle(`${breadcrumbList} a`, { display: "inline-block", paddingBlock: "2px", minHeight: "24px" });

export const top = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": { "(min-width: 56rem)": { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});

export const summary = style({ display: "grid", gap: vars.space.md, alignContent: "start", minWidth: 0 });

export const name = style({ fontSize: "clamp(1.5rem, 1.2rem + 1.2vw, 2.125rem)", margin: 0 });

export const rating = style({ margin: 0 });

globalStyle(`${rating} a`, { display: "inline-flex", alignItems: "center", minHeight: "24px" });

export const ratingLink = style({ gap: vars.space.sm, color: vars.color.text, textDecoration: "none" });
globalStyle(`${ratingLink} > span:last-child`, { color: vars.color.link, textDecoration: "underline" });

export const stars = style({
  position: "relative",
  display: "inline-block",
  fontSize: "1.125rem",
  lineHeight: 1,
  letterSpacing: "0.1em",
  whiteSpace: "nowrap",
});

export const starsEmpty = style({ color: "#d3c5b6" });

export const starsFilled = style({
  position: "absolute",
  inset: "0 auto 0 0",
  overflow: "hidden",
  color: "#a35200",
});

export const prices = style({
  display: "flex",
  alignItems: "baseline",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: 0,
});
export const price = style({ fontSize: "1.75rem", fontWeight: 700 });
export const mrp = style({ color: vars.color.textMuted, fontSize: "1.0625rem" });
export const discount = style({ color: vars.color.success, fontWeight: 700 });

export const shortDescription = style({ margin: 0, color: vars.color.textMuted });

const stockBase = style({ margin: 0, fontWeight: 600 });
export const stock = styleVariants({
  in: [stockBase, { color: vars.color.success }],
  low: [stockBase, { color: vars.color.error }],
  out: [stockBase, { color: vars.color.error }],
});

export const picker = style({ display: "grid", gap: vars.space.sm });
export const pickerLabel = style({ margin: 0 });

export const options = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const option = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: TARGET,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: "none",
  background: vars.color.surface,
  selectors: {
    "&:hover": { borderColor: vars.color.text },
    '&[aria-current="true"]': {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
      fontWeight: 700,
    },
  },
});

export const swatch = style({
  width: "1.25rem",
  height: "1.25rem",
  borderRadius: "50%",
  border: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});

export const soldOut = style({ color: vars.color.textMuted, fontWeight: 400 });

export const subheading = style({ fontSize: "1.125rem", margin: 0 });

export const delivery = style({
  scrollMarginTop: vars.space.md,
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const pincodeForm = style({ display: "grid", gap: vars.space.xs });

export const fieldLabel = style({ fontWeight: 600 });

const input = style({
  minHeight: TARGET,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: "inherit",
  color: vars.color.text,
  background: vars.color.surface,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.error, borderWidth: "2px" } },
});

export const pincodeRow = style({ display: "flex", gap: vars.space.sm });
export const pincodeInput = style([input, { width: "9rem", letterSpacing: "0.08em" }]);

export const fieldHint = style({ margin: 0, fontSize: "0.9375rem", color: vars.color.textMuted });
export const fieldError = style({ margin: 0, fontSize: "0.9375rem", color: vars.color.error, fontWeight: 600 });
export const fieldSuccess = style({ margin: 0, fontSize: "0.9375rem", color: vars.color.success, fontWeight: 600 });
/** The delivery check's answer, its estimate and cash on delivery: a line each. */
export const deliveryLine = style({ display: "block" });

const button = style({
  minHeight: TARGET,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  font: "inherit",
  fontWeight: 700,
  cursor: "pointer",
  selectors: { "&:disabled": { cursor: "not-allowed" } },
});

export const primaryButton = style([
  button,
  {
    border: `1px solid ${vars.color.brand}`,
    background: vars.color.brand,
    color: vars.color.onBrand,
    selectors: {
      "&:hover:not(:disabled)": { background: vars.color.text, borderColor: vars.color.text },
      // Out of stock: still readable (white on #5c4f43 is 8:1), clearly not the brand colour.
      "&:disabled": { background: vars.color.textMuted, borderColor: vars.color.textMuted },
    },
  },
]);

export const secondaryButton = style([
  button,
  {
    border: `1px solid ${vars.color.brand}`,
    background: vars.color.surface,
    color: vars.color.brand,
    selectors: { "&:hover": { background: vars.color.surfaceMuted } },
  },
]);

export const buyRow = style({ display: "flex", alignItems: "flex-end", flexWrap: "wrap", gap: vars.space.md });

export const cartForm = style({
  display: "flex",
  alignItems: "flex-end",
  flexWrap: "wrap",
  gap: vars.space.md,
  margin: 0,
});

export const quantityField = style({ display: "grid", gap: vars.space.xs });

/** Three columns from the start: the buttons that JavaScript adds land in reserved space. */
export const stepper = style({
  display: "grid",
  gridTemplateColumns: `${TARGET} 4.5rem ${TARGET}`,
  gap: vars.space.xs,
});

export const quantityInput = style([input, { gridColumn: 2, width: "100%", textAlign: "center" }]);

const stepButton = style({
  minWidth: TARGET,
  minHeight: TARGET,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: "1.25rem",
  cursor: "pointer",
  selectors: { "&:disabled": { color: vars.color.textMuted, cursor: "not-allowed" } },
});
export const stepDown = style([stepButton, { gridColumn: 1, gridRow: 1 }]);
export const stepUp = style([stepButton, { gridColumn: 3, gridRow: 1 }]);

export const heart = style({ margin: 0 });

export const metaLabel = style({ margin: 0, fontWeight: 600 });

export const categories = style({ margin: 0 });
globalStyle(`${categories} a`, { display: "inline-block", paddingBlock: "2px", minHeight: "24px" });

export const share = style({ display: "flex", alignItems: "center", flexWrap: "wrap", gap: vars.space.sm });
export const shareList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const shareLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: TARGET,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: "999px",
  color: vars.color.link,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const accordion = style({ display: "grid", gap: vars.space.sm, marginTop: vars.space.xl });

export const panel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `0 ${vars.space.md}`,
});

export const panelSummary = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: TARGET,
  cursor: "pointer",
  listStyle: "none",
});

// display:flex drops the native disclosure triangle; a plus and minus show open and closed instead.
globalStyle(`${panelSummary}::after`, {
  content: ['"+"', '"+" / ""'],
  marginInlineStart: "auto",
  fontSize: "1.5rem",
  lineHeight: 1,
  color: vars.color.brand,
});
globalStyle(`details[open] > ${panelSummary}::after`, { content: ['"−"', '"−" / ""'] });
globalStyle(`${panelSummary}::-webkit-details-marker`, { display: "none" });

export const panelHeading = style({ fontFamily: vars.font.body, fontSize: "1.0625rem", margin: 0 });

export const richText = style({ paddingBottom: vars.space.md });
globalStyle(`${richText} table`, { borderCollapse: "collapse", width: "100%" });
globalStyle(`${richText} th, ${richText} td`, {
  border: `1px solid ${vars.color.surfaceMuted}`,
  padding: vars.space.sm,
  textAlign: "left",
  verticalAlign: "top",
});

export const section = style({ marginTop: vars.space.xl });

export const reviewList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });

export const review = style({ paddingBottom: vars.space.md, borderBottom: `1px solid ${vars.color.surfaceMuted}` });

/** The shopper's own review while it waits for staff: set apart from the published ones. */
export const reviewPending = style({
  marginTop: vars.space.lg,
  borderLeft: `4px solid ${vars.color.surfaceMuted}`,
  paddingLeft: vars.space.md,
});

export const yourReviewHeading = style({
  fontSize: "1.125rem",
  display: "flex",
  gap: vars.space.sm,
  alignItems: "center",
});

export const reviewBadge = style({
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: "0.9375rem",
});

export const reviewReply = style({
  marginTop: vars.space.sm,
  marginLeft: vars.space.md,
  paddingLeft: vars.space.md,
  borderLeft: `2px solid ${vars.color.surfaceMuted}`,
});

export const reviewReplyHead = style({ margin: 0 });

export const reviewHead = style({
  display: "flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: 0,
});

export const reviewDate = style({ color: vars.color.textMuted, fontSize: "0.9375rem" });

export const reviewComment = style({ margin: `${vars.space.xs} 0 0` });

export const reviewNotice = style({
  marginTop: vars.space.lg,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const relatedGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 13rem), 1fr))",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

/** Staff's preview of a product out of the shop: unmistakable, above everything. */
export const previewBanner = style({
  margin: `${vars.space.md} 0`,
  padding: vars.space.md,
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  display: "grid",
  gap: vars.space.sm,
});

export const previewCart = style({ padding: `${vars.space.sm} ${vars.space.lg}`, cursor: "not-allowed" });
