import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";
import { secondaryButton } from "./admin.css";

/** The header's order search: the box and its button on one line, the whole width of a phone. */
export const headerSearch = style({
  display: "flex",
  gap: vars.space.xs,
  alignItems: "center",
  flex: "1 1 16rem",
  minWidth: 0,
  maxWidth: "min(26rem, 100%)",
});

export const headerInput = style({
  font: "inherit",
  // A basis of 0 and a percentage width: an input's own width (20 characters) would not shrink below 320 px.
  flex: "1 1 0%",
  width: "100%",
  minWidth: 0,
  minHeight: "2.75rem",
  padding: vars.space.sm,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

/** The back office's secondary button, kept to one line and a narrower padding beside the box. */
export const headerButton = style([
  secondaryButton,
  { padding: `${vars.space.sm} ${vars.space.md}`, whiteSpace: "nowrap" },
]);
