import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme.css";
import { DESKTOP, HEADER_HEIGHT } from "./breakpoints";

/*
 * On a phone at the bottom (spec 8's bottom-centre area): under the header it covered the page's
 * heading, for good without JavaScript. From the desktop width at the top right, below the sticky
 * header, so a message that stays never hides the cart or the menu.
 */
export const region = style({
  position: "fixed",
  bottom: vars.space.md,
  right: vars.space.md,
  left: vars.space.md,
  zIndex: 50,
  display: "grid",
  gap: vars.space.sm,
  maxWidth: "24rem",
  marginInline: "auto",
  pointerEvents: "none",
  "@media": {
    [DESKTOP]: {
      top: `calc(${HEADER_HEIGHT.desktop} + ${vars.space.sm})`,
      bottom: "auto",
      left: "auto",
      width: "min(24rem, calc(100vw - 2rem))",
      marginInline: 0,
    },
  },
});

const toastBase = style({
  // An open <dialog> in the flow of the region, without the browser's dialog box styles.
  position: "static",
  inset: "auto",
  width: "auto",
  maxWidth: "none",
  margin: 0,
  border: 0,
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.onBrand,
  boxShadow: "0 4px 12px rgb(0 0 0 / 0.2)",
  pointerEvents: "auto",
  // The browser's own rule for a closed dialog loses to any author `display`.
  selectors: { "&:not([open])": { display: "none" } },
});

export const toast = styleVariants({
  success: [toastBase, { background: vars.color.success }],
  error: [toastBase, { background: vars.color.error }],
  info: [toastBase, { background: vars.color.info }],
});

export const message = style({ flex: 1, margin: 0, alignSelf: "center" });

export const dismissForm = style({ display: "contents" });

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
