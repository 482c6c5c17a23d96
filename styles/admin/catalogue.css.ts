import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

/** The up and down buttons of an ordered list, side by side even on a phone. */
export const moveButtons = style({ display: "flex", gap: vars.space.xs, margin: 0 });

/** A colour's sample beside its name: never the colour alone, and with a border so white shows. */
export const swatch = style({
  display: "inline-block",
  width: "1.5rem",
  height: "1.5rem",
  marginRight: vars.space.sm,
  verticalAlign: "middle",
  border: `1px solid ${vars.color.text}`,
  borderRadius: vars.radius.sm,
});

export const categoryImage = style({ width: "8rem", height: "auto", border: `1px solid ${vars.color.border}` });
