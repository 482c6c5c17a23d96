import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

/** The parcel's four measures: two columns where there is room, one on a phone. */
export const measures = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))",
  columnGap: vars.space.md,
  maxWidth: "32rem",
});

export const awb = style({ fontFamily: "ui-monospace, monospace", fontWeight: 700, overflowWrap: "anywhere" });
