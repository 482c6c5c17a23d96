import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

/** The header drop-down's cart lines: a problem in place of a price, and a remove button at the end. */
export const previewProblem = style({
  display: "block",
  color: vars.color.error,
  fontSize: "0.875rem",
  fontWeight: 600,
});

export const previewRemove = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.75rem",
  height: "2.75rem",
  border: 0,
  borderRadius: "50%",
  background: "none",
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceMuted, color: vars.color.error } },
});

export const previewRemoveIcon = style({ width: "1.125rem", height: "1.125rem" });
