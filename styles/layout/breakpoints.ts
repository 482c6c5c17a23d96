/** From this width the header shows its full menu row; below it, the hamburger menu. */
export const DESKTOP = "screen and (min-width: 64rem)";
export const BELOW_DESKTOP = "screen and (max-width: 63.999rem)";

/** The sticky header's height, which anything placed under it (toasts, drawer) starts below. */
export const HEADER_HEIGHT = { mobile: "3.5rem", desktop: "7.25rem" };
