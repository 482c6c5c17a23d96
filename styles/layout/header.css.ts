import { globalStyle, style } from "@vanilla-extract/css";
import { container } from "../layout.css";
import { vars } from "../theme.css";
import { BELOW_DESKTOP, DESKTOP, HEADER_HEIGHT } from "./breakpoints";

/** A comfortable touch target: 44 px, above the 24 px minimum. */
const TOUCH = "2.75rem";
const SHADOW = "0 8px 24px rgb(43 33 24 / 0.16)";
const DIVIDER = `1px solid ${vars.color.surfaceMuted}`;

/*
 * Sticky from the top rather than "after 300 px" (spec 2): the header never changes its
 * position, so nothing jumps when it starts to follow, and it needs no script.
 */
export const header = style({
  position: "sticky",
  top: 0,
  // Above the toasts (50) and the popup (40): a drop-down the shopper opens, the cart's with its
  // remove buttons above all, is never covered by a message that stays (no JavaScript).
  zIndex: 60,
  background: vars.color.surface,
  boxShadow: "0 1px 4px rgb(43 33 24 / 0.1)",
});

// The browser's disclosure triangles: the header draws its own chevrons.
globalStyle(`${header} summary`, { listStyle: "none", cursor: "pointer" });
globalStyle(`${header} summary::-webkit-details-marker`, { display: "none" });

export const bar = style([
  container,
  {
    display: "grid",
    gridTemplateColumns: "1fr auto",
    gridTemplateAreas: '"logo tools"',
    gridTemplateRows: HEADER_HEIGHT.mobile,
    alignItems: "center",
    columnGap: vars.space.md,
    "@media": {
      [DESKTOP]: { gridTemplateAreas: '"logo tools" "nav nav"', gridTemplateRows: "4.25rem auto" },
    },
  },
]);

export const logo = style({
  gridArea: "logo",
  justifySelf: "start",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: TOUCH,
  fontFamily: vars.font.heading,
  fontSize: "1.5rem",
  fontWeight: 700,
  color: vars.color.brand,
  textDecoration: "none",
});

export const logoMark = style({ width: "1.75rem", height: "1.75rem", flexShrink: 0 });

export const tools = style({ gridArea: "tools", display: "flex", alignItems: "center", gap: vars.space.xs });

/** A drop-down's anchor: its panel hangs from here. */
export const menu = style({ position: "relative" });

export const desktopOnly = style({ display: "none", "@media": { [DESKTOP]: { display: "block" } } });
export const mobileOnly = style({ "@media": { [DESKTOP]: { display: "none" } } });

export const iconButton = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: TOUCH,
  height: TOUCH,
  borderRadius: "50%",
  color: vars.color.text,
  selectors: {
    "&:hover, details[open] > &": { background: vars.color.surfaceMuted },
  },
});

export const icon = style({ width: "1.5rem", height: "1.5rem", flexShrink: 0 });

export const badge = style({
  position: "absolute",
  top: "1px",
  right: "-2px",
  minWidth: "1.25rem",
  height: "1.25rem",
  paddingInline: "0.25rem",
  borderRadius: "999px",
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: "0.75rem",
  fontWeight: 700,
  lineHeight: "1.25rem",
  textAlign: "center",
});

export const nav = style({
  gridArea: "nav",
  display: "none",
  borderTop: DIVIDER,
  "@media": { [DESKTOP]: { display: "block" } },
});

export const navList = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "0 0.125rem",
  minHeight: "3rem",
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const navItem = style({ position: "relative", display: "flex", alignItems: "center" });

const navText = {
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: TOUCH,
  paddingInline: "0.25rem",
  color: vars.color.text,
  // Seven categories and Project fit on one row from 64rem; should they not, the row wraps.
  fontSize: "0.875rem",
  fontWeight: 600,
  textDecoration: "none",
  "@media": { "screen and (min-width: 75rem)": { fontSize: "0.9375rem", paddingInline: "0.375rem" } },
} as const;

export const navLink = style({
  ...navText,
  selectors: {
    "&:hover": { color: vars.color.brand, textDecoration: "underline" },
    '&[aria-current="page"]': { color: vars.color.brand, textDecoration: "underline" },
  },
});

export const navSummary = style({
  ...navText,
  selectors: { "&:hover, details[open] > &": { color: vars.color.brand } },
});

export const chevronButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "1.5rem",
  height: "1.5rem",
  marginLeft: "-0.125rem",
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  selectors: { "&:hover, details[open] > &": { background: vars.color.surfaceMuted, color: vars.color.brand } },
});

export const chevron = style({
  width: "1rem",
  height: "1rem",
  flexShrink: 0,
  transition: "transform 150ms ease",
  selectors: { "details[open] > summary > &": { transform: "rotate(180deg)" } },
});

export const panel = style({
  position: "absolute",
  top: "100%",
  left: 0,
  zIndex: 30,
  minWidth: "14rem",
  margin: 0,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: DIVIDER,
  borderRadius: vars.radius.md,
  boxShadow: SHADOW,
});

export const panelEnd = style({ left: "auto", right: 0 });

export const panelList = style({ listStyle: "none" });

const panelRow = {
  display: "flex",
  alignItems: "center",
  width: "100%",
  minHeight: "2.5rem",
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  whiteSpace: "nowrap",
} as const;

export const panelLink = style({
  ...panelRow,
  selectors: { "&:hover": { background: vars.color.surfaceMuted, color: vars.color.brand } },
});

export const panelButton = style({
  ...panelRow,
  border: 0,
  background: "none",
  font: "inherit",
  cursor: "pointer",
  textAlign: "left",
  selectors: { "&:hover": { background: vars.color.surfaceMuted, color: vars.color.brand } },
});

export const panelNote = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
});

export const searchPanel = style({ width: "min(24rem, calc(100vw - 2rem))", padding: vars.space.sm });

export const searchForm = style({ display: "flex", gap: vars.space.xs });

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: TOUCH,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
});

export const searchButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: TOUCH,
  height: TOUCH,
  flexShrink: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  cursor: "pointer",
});

/*
 * Below the desktop row the cart icon sits left of the menu button, so a panel hung from its
 * right edge ran off the left of a phone (-32 px at 320 px): there it hangs from the screen's
 * edge under the header instead, a margin in from the right.
 */
export const cartPanel = style({
  width: "min(20rem, calc(100vw - 2rem))",
  padding: vars.space.sm,
  "@media": {
    [BELOW_DESKTOP]: { position: "fixed", top: HEADER_HEIGHT.mobile, right: vars.space.md, left: "auto" },
  },
});

export const cartLines = style({
  display: "grid",
  gap: vars.space.sm,
  maxHeight: "50vh",
  overflowY: "auto",
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const cartLine = style({
  display: "grid",
  // Picture, words, remove button.
  gridTemplateColumns: "3rem 1fr auto",
  alignItems: "center",
  gap: vars.space.sm,
});

export const cartThumb = style({ width: "3rem", height: "3rem", objectFit: "cover", borderRadius: vars.radius.sm });

export const cartName = style({ color: vars.color.text, fontWeight: 600 });

export const cartQty = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  marginTop: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: "0.875rem",
});

export const cartTotals = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `${vars.space.sm} 0 0`,
  paddingTop: vars.space.sm,
  borderTop: DIVIDER,
});
globalStyle(`${cartTotals} dd`, { margin: 0, fontWeight: 600, textAlign: "right" });

export const cartActions = style({
  display: "grid",
  // Two equal buttons, or View Cart alone across the panel when the cart is empty.
  gridAutoFlow: "column",
  gridAutoColumns: "1fr",
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

const action = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: TOUCH,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.brand}`,
  fontWeight: 600,
  textDecoration: "none",
} as const;

export const primaryAction = style({
  ...action,
  background: vars.color.brand,
  color: vars.color.onBrand,
  selectors: { "&:hover": { background: "#5f3413" } },
});

export const secondaryAction = style({
  ...action,
  background: vars.color.surface,
  color: vars.color.brand,
  selectors: { "&:hover": { background: vars.color.surfaceMuted } },
});

/* The off-canvas menu (narrow screens). */

export const mobileMenu = style({});

// The open drawer scrolls on its own; the page behind it stays put.
globalStyle(`body:has(${mobileMenu}[open])`, { "@media": { [BELOW_DESKTOP]: { overflow: "hidden" } } });

export const whenClosed = style({ selectors: { "details[open] > summary > &": { display: "none" } } });
export const whenOpen = style({ display: "none", selectors: { "details[open] > summary > &": { display: "block" } } });

export const backdrop = style({
  position: "fixed",
  inset: `${HEADER_HEIGHT.mobile} 0 0 0`,
  zIndex: 25,
  background: "rgb(43 33 24 / 0.45)",
});

export const drawer = style({
  position: "fixed",
  top: HEADER_HEIGHT.mobile,
  bottom: 0,
  left: 0,
  zIndex: 26,
  width: "min(26rem, 100%)",
  overflowY: "auto",
  overscrollBehavior: "contain",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  boxShadow: SHADOW,
});

export const drawerList = style({ listStyle: "none", margin: 0, padding: 0 });
globalStyle(`${drawerList} > li`, { borderBottom: DIVIDER });

/** A drawer row whose name is a link and whose sub-menu opens from a chevron at its end. */
export const drawerRow = style({ position: "relative" });

const drawerText = {
  display: "flex",
  alignItems: "center",
  minHeight: TOUCH,
  paddingInline: vars.space.sm,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: "none",
} as const;

export const drawerLink = style({
  ...drawerText,
  selectors: { [`${drawerRow} > &`]: { paddingRight: "3.5rem" }, "&:hover": { color: vars.color.brand } },
});

export const drawerButton = style({
  ...drawerText,
  width: "100%",
  border: 0,
  background: "none",
  font: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { color: vars.color.brand } },
});

// The chevron lines up with the toggles' chevrons, centred in a touch-sized box.
export const drawerSummary = style({ ...drawerText, justifyContent: "space-between", paddingRight: "0.875rem" });

export const drawerToggle = style({
  position: "absolute",
  top: 0,
  right: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: TOUCH,
  height: TOUCH,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  selectors: { "&:hover, details[open] > &": { background: vars.color.surfaceMuted, color: vars.color.brand } },
});

export const drawerSubList = style({
  listStyle: "none",
  margin: `0 0 ${vars.space.sm}`,
  padding: `0 0 0 ${vars.space.md}`,
  borderLeft: `2px solid ${vars.color.surfaceMuted}`,
});
globalStyle(`${drawerSubList} a`, { fontWeight: 400 });

export const drawerContact = style({ display: "grid", gap: vars.space.xs });

export const drawerContactLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: TOUCH,
  color: vars.color.text,
  textDecoration: "none",
  overflowWrap: "anywhere",
  selectors: { "&:hover": { color: vars.color.brand, textDecoration: "underline" } },
});
