import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

// Suggestions under a search box: laid over the page, so nothing below moves when they open.
export const anchor = style({ position: "relative" });
export const listbox = style({
  position: "absolute",
  top: "calc(100% + 0.25rem)",
  left: 0,
  right: 0,
  zIndex: 40,
  maxHeight: "min(22rem, 60vh)",
  overflowY: "auto",
  margin: 0,
  padding: vars.space.xs,
  listStyle: "none",
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: "0 8px 24px rgb(43 33 24 / 18%)",
});
export const option = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space.sm,
  minHeight: "2.75rem",
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted },
    '&[aria-selected="true"]': { background: vars.color.brand, color: vars.color.onBrand },
  },
});
export const detail = style({ fontSize: "0.875rem", whiteSpace: "nowrap" });
