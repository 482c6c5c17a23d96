import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme.css";

/** From here the filters sit beside the products instead of behind the Filter button. */
const wide = "(min-width: 56rem)";

export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { [wide]: { gridTemplateColumns: "16rem minmax(0, 1fr)", alignItems: "start" } },
});

// Not sticky (spec 9 had it 120 px from the top): the filters are taller than many screens, and a
// sticky column taller than the window hides its own end until the page ends.
export const sidebar = style({ minWidth: 0 });

export const panel = style({});
// Wide screens show the filters at all times: the panel's content is drawn even while closed.
globalStyle(`${panel}::details-content`, {
  "@media": { [wide]: { contentVisibility: "visible", display: "block" } },
});

export const panelToggle = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "2.75rem",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  cursor: "pointer",
  listStyle: "none",
  selectors: { "&::-webkit-details-marker": { display: "none" } },
  "@media": { [wide]: { display: "none" } },
});
globalStyle(`${panel}[open] > ${panelToggle}`, { marginBottom: vars.space.md });

export const filterBody = style({ display: "grid", gap: vars.space.lg });

export const groupHeading = style({
  fontFamily: vars.font.body,
  fontSize: "1rem",
  fontWeight: 700,
  margin: `0 0 ${vars.space.sm}`,
  padding: 0,
});

export const fieldset = style({ border: 0, margin: 0, padding: 0, minInlineSize: 0 });

export const optionList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });

export const subCategoryLink = style({
  display: "block",
  minHeight: "24px",
  paddingBlock: "2px",
  color: vars.color.text,
  selectors: {
    '&[aria-current="page"]': { color: vars.color.link, fontWeight: 700 },
  },
});

export const option = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "2rem",
  cursor: "pointer",
});

export const checkbox = style({
  width: "1.5rem",
  height: "1.5rem",
  margin: 0,
  flex: "none",
  accentColor: vars.color.brand,
  cursor: "pointer",
});

export const swatch = style({
  width: "1.25rem",
  height: "1.25rem",
  borderRadius: "50%",
  border: `1px solid ${vars.color.border}`,
  flex: "none",
});

export const priceFields = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: vars.space.sm });
export const priceField = style({ display: "grid", gap: vars.space.xs, fontSize: "0.9375rem" });

export const input = style({
  width: "100%",
  minHeight: "2.5rem",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.error, borderWidth: "2px" } },
});

export const fieldError = style({ color: vars.color.error, fontWeight: 600, margin: `${vars.space.sm} 0 0` });

// Two range inputs on one track: each lets clicks through except on its own thumb.
export const slider = style({ position: "relative", height: "2.5rem", marginTop: vars.space.sm });
export const sliderTrack = style({
  position: "absolute",
  left: "12px",
  right: "12px",
  top: "50%",
  height: "4px",
  marginTop: "-2px",
  borderRadius: "2px",
  background: vars.color.border,
});
export const sliderFill = style({ position: "absolute", top: 0, bottom: 0, background: vars.color.brand });

const thumb = {
  pointerEvents: "auto",
  width: "24px",
  height: "24px",
  borderRadius: "50%",
  border: `2px solid ${vars.color.surface}`,
  background: vars.color.brand,
  boxShadow: `0 0 0 1px ${vars.color.brand}`,
  cursor: "grab",
} as const;

export const range = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  margin: 0,
  background: "none",
  pointerEvents: "none",
  appearance: "none",
  WebkitAppearance: "none",
  selectors: {
    "&::-webkit-slider-runnable-track": { background: "none", height: "100%" },
    "&::-webkit-slider-thumb": {
      ...thumb,
      WebkitAppearance: "none",
      appearance: "none",
      marginTop: "calc((2.5rem - 24px) / 2)",
    },
    "&::-moz-range-track": { background: "none" },
    "&::-moz-range-thumb": thumb,
    "&:focus-visible": { outline: "none" },
    "&:focus-visible::-webkit-slider-thumb": {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: "2px",
    },
    "&:focus-visible::-moz-range-thumb": {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: "2px",
    },
  },
});

const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "2.5rem",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
});
export const button = styleVariants({ shown: [buttonBase], scripted: [buttonBase, { display: "none" }] });

export const filterActions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md });
export const clearLink = style({ display: "inline-block", minHeight: "24px", paddingBlock: "2px" });

// Results: count, sort and view on one line when there is room, else count and view above sort.
// The sort button that JavaScript hides gives its place to the select, which only grows: nothing
// beside or below it moves when the page comes alive (no layout shift).
export const results = style({
  minWidth: 0,
  containerType: "inline-size",
  transition: "opacity 150ms ease 150ms",
  selectors: { '&[aria-busy="true"]': { opacity: 0.55 } },
});

export const toolbar = style({
  display: "grid",
  gridTemplateAreas: '"found view" "sort sort"',
  gridTemplateColumns: "minmax(0, 1fr) auto",
  alignItems: "center",
  gap: vars.space.md,
  marginBottom: vars.space.md,
  "@container": {
    "(min-width: 40rem)": { gridTemplateAreas: '"found sort view"', gridTemplateColumns: "minmax(0, 1fr) 22rem auto" },
  },
});
export const found = style({ gridArea: "found", margin: 0, fontWeight: 600 });

export const sortForm = style({
  gridArea: "sort",
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr) auto",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
});
export const select = style([input]);
export const selectAlone = style([input, { gridColumn: "2 / 4" }]);

export const viewToggle = style({
  gridArea: "view",
  display: "flex",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const viewLink = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.5rem",
  height: "2.5rem",
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  background: vars.color.surface,
  selectors: {
    '&[aria-current="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});
export const viewIcon = style({ width: "1.25rem", height: "1.25rem" });

export const grid = styleVariants({
  grid: {
    display: "grid",
    gap: vars.space.md,
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    listStyle: "none",
    margin: 0,
    padding: 0,
    "@media": {
      "(max-width: 22rem)": { gridTemplateColumns: "minmax(0, 1fr)" },
      "(min-width: 40rem)": { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    },
  },
  list: { display: "grid", gap: vars.space.md, listStyle: "none", margin: 0, padding: 0 },
});

export const empty = style({
  padding: vars.space.xl,
  textAlign: "center",
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  fontWeight: 600,
});

export const pager = style({ marginTop: vars.space.xl });
export const pagerList = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  alignItems: "center",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
const pagerItem = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "2.5rem",
  minHeight: "2.5rem",
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  textDecoration: "none",
});
export const pagerLink = style([
  pagerItem,
  {
    color: vars.color.link,
    background: vars.color.surface,
    selectors: {
      "&:hover": { textDecoration: "underline" },
      '&[aria-current="page"]': {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
        fontWeight: 700,
      },
    },
  },
]);
export const pagerDisabled = style([
  pagerItem,
  { color: vars.color.textMuted, background: vars.color.surfaceMuted, borderStyle: "dashed" },
]);
export const pagerGap = style({ paddingInline: vars.space.xs, color: vars.color.textMuted });

// Search page: the box and the prompt.
export const searchForm = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
  alignItems: "end",
});
export const searchField = style({ display: "grid", gap: vars.space.xs, flex: "1 1 16rem" });
export const prompt = style({ color: vars.color.textMuted, maxWidth: "40rem" });
