import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

/** The dashboard's tiles: as many columns as fit, one on a 320 px phone. */
export const tiles = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 13rem), 1fr))",
  gap: vars.space.md,
  listStyle: "none",
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
});

/** Today's and the month's tiles carry three lines of figures: they get more room. */
export const wideTiles = style([tiles, { gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 18rem), 1fr))" }]);

export const tile = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  overflowWrap: "anywhere",
});

export const tileTitle = style({
  fontSize: "1rem",
  margin: `0 0 ${vars.space.xs}`,
});

/** The tile's headline number. */
export const figure = style({
  fontSize: "1.5rem",
  fontWeight: 700,
  margin: `0 0 ${vars.space.xs}`,
});

export const split = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.textMuted,
});

/** The chart: as wide as the section, a fixed height (its bars stretch to fit, see revenue-chart). */
export const chart = style({ margin: `0 0 ${vars.space.md}` });

export const chartPicture = style({
  display: "block",
  width: "100%",
  height: "10rem",
  borderBottom: `1px solid ${vars.color.border}`,
});

export const paidBar = style({ fill: vars.color.brand });

export const codBar = style({ fill: vars.color.textMuted });

export const chartScale = style({
  display: "flex",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: vars.space.sm,
  color: vars.color.textMuted,
  margin: `${vars.space.xs} 0 0`,
});

export const legend = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  listStyle: "none",
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
});

const swatch = style({
  display: "inline-block",
  width: "0.9rem",
  height: "0.9rem",
  marginRight: vars.space.xs,
  verticalAlign: "middle",
});

export const paidSwatch = style([swatch, { background: vars.color.brand }]);

export const codSwatch = style([swatch, { background: vars.color.textMuted }]);

/** Amounts line up on the right on a wide screen, where they are read down a column. */
export const amount = style({
  "@media": { "screen and (min-width: 40.01rem)": { textAlign: "right" } },
});

/** The table's box: it scrolls sideways if a wide range's figures outgrow it, and takes focus so keys can scroll it. */
export const tableBox = style({
  overflowX: "auto",
  marginBottom: vars.space.md,
});

/** A day in the table stays on one line ("05-Nov-2026", never "05-Nov-" over "2026"). */
export const day = style({ whiteSpace: "nowrap" });

export const tableNote = style({ color: vars.color.textMuted, margin: `${vars.space.xs} 0 0` });

/** The chart and its compact table side by side where there is room, the table under the chart on a phone. */
export const revenueLayout = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { "screen and (min-width: 64rem)": { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" } },
});

/** The warning that the signed-in member of staff has no recovery codes left. */
export const codesWarning = style({
  border: `2px solid ${vars.color.error}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: `0 0 ${vars.space.lg}`,
});
