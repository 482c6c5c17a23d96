import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const imageList = style({
  display: "grid",
  gap: vars.space.md,
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${vars.space.md}`,
});

/** A picture beside its controls; on a phone the controls go under it. */
export const imageItem = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 8rem) minmax(0, 1fr)",
  gap: vars.space.md,
  alignItems: "start",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  "@media": { "screen and (max-width: 30rem)": { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const thumbnail = style({
  display: "block",
  width: "100%",
  height: "auto",
  background: vars.color.surfaceMuted,
});

/** A few small pictures side by side (a return's photos), each a link to its full size. */
export const photoRow = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(6rem, 8rem))",
  gap: vars.space.sm,
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const position = style({ margin: `0 0 ${vars.space.xs}`, fontWeight: 600 });

export const preview = style({
  display: "block",
  width: "100%",
  maxWidth: "20rem",
  height: "auto",
  background: vars.color.surfaceMuted,
});
