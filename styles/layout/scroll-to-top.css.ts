import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

/** The control's size (a 44 px touch target) and its distance from the screen's corner. */
export const CONTROL_SIZE = "2.75rem";
export const CONTROL_INSET = vars.space.md;

const hidden = {
  opacity: 0,
  visibility: "hidden",
  transition: "opacity 200ms ease, visibility 0s linear 200ms",
} as const;
const shown = { opacity: 1, visibility: "visible", transition: "opacity 200ms ease, visibility 0s" } as const;

/*
 * Bottom right, under the header's drop-downs, the mobile menu, the popup and the toasts. Without
 * JavaScript it always shows (nothing can tell it the page has scrolled); with it, it starts hidden
 * and fades in and out in 200 ms (spec 9) as the behaviour module sets data-shown. A browser that
 * cannot say whether scripting is on shows it until then. Hidden means out of the tab order too.
 */
export const control = style({
  position: "fixed",
  right: CONTROL_INSET,
  bottom: CONTROL_INSET,
  zIndex: 20,
  "@media": { "(scripting: enabled)": hidden },
  selectors: {
    '&[data-shown="true"]': shown,
    '&[data-shown="false"]': hidden,
  },
});

export const link = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: CONTROL_SIZE,
  height: CONTROL_SIZE,
  borderRadius: "50%",
  background: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: "0 4px 12px rgb(43 33 24 / 0.25)",
  selectors: {
    "&:hover": { background: "#5f3413" },
    // An upward chevron: two sides of a square turned on its corner.
    "&::before": {
      content: '""',
      width: "0.625rem",
      height: "0.625rem",
      marginTop: "0.3rem",
      borderTop: "2px solid currentColor",
      borderLeft: "2px solid currentColor",
      transform: "rotate(45deg)",
    },
  },
});
