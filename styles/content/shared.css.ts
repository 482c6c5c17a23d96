import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

/** A rounded text link (share and social links): 36 px tall, well above the 24 px target size. */
export const pill = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.25rem",
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: "999px",
  color: vars.color.link,
  textDecoration: "none",
  fontWeight: 600,
  selectors: { "&:hover": { background: vars.color.surfaceMuted, textDecoration: "underline" } },
});
