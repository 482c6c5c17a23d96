import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme.css";
import { DESKTOP, HEADER_HEIGHT } from "./breakpoints";

// Top right, below the sticky header so a message that stays (no JavaScript) never hides the cart or menu.
export const region = style({
  position: "fixed",
  top: `calc(${HEADER_HEIGHT.mobile} + ${vars.space.sm})`,
  right: vars.space.md,
  zIndex: 50,
  display: "grid",
  gap: vars.space.sm,
  width: "min(24rem, calc(100vw - 2rem))",
  pointerEvents: "none",
  "@media": { [DESKTOP]: { top: `calc(${HEADER_HEIGHT.desktop} + ${vars.space.sm})` } },
});

const toastBase = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.onBrand,
  boxShadow: "0 4px 12px rgb(0 0 0 / 0.2)",
  pointerEvents: "auto",
});

export const toast = styleVariants({
  success: [toastBase, { background: vars.color.success }],
  error: [toastBase, { background: vars.color.error }],
  info: [toastBase, { background: vars.color.info }],
});

export const message = style({ flex: 1, margin: 0, alignSelf: "center" });

export const dismiss = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "2rem",
  height: "2rem",
  border: 0,
  borderRadius: "50%",
  background: "none",
  color: "inherit",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: "rgb(255 255 255 / 0.15)" },
    // The shop's blue ring would vanish on the coloured toast; white keeps at least 6.5:1.
    "&:focus-visible": { outlineColor: vars.color.onBrand, outlineOffset: "-4px" },
  },
});

export const dismissIcon = style({ width: "1.25rem", height: "1.25rem" });
