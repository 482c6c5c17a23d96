import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const form = style({ marginTop: vars.space.lg, maxWidth: "40rem" });

export const heading = style({ fontSize: "1.25rem", marginBottom: vars.space.sm });

export const rating = style({ border: 0, padding: 0, margin: `0 0 ${vars.space.md}` });

export const legend = style({ fontWeight: 600, padding: 0, marginBottom: vars.space.xs });

export const stars = style({ display: "flex", alignItems: "center", gap: vars.space.xs });

/** The radio itself stays in the page (keyboard, screen readers); its label is the star the eye sees. */
export const radio = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
  opacity: 0,
});

export const star = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.75rem",
  height: "2.75rem",
  fontSize: "2rem",
  lineHeight: 1,
  // Filled up to the chosen star; the ones after it are drawn empty below.
  color: "#8a5a00",
  cursor: "pointer",
  borderRadius: vars.radius.sm,
});

// The stars after the chosen one are outlines: the difference is in the shape, not only the colour,
// and the outline keeps 3:1 against the page (WCAG 1.4.11).
globalStyle(`${radio}:checked + ${star} ~ ${star}`, { color: "transparent", WebkitTextStroke: "1.5px #8a7a6b" });

globalStyle(`${radio}:focus-visible + ${star}`, {
  outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
  outlineOffset: vars.focusRing.offset,
});
