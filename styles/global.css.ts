import { globalStyle } from "@vanilla-extract/css";
import { DESKTOP, HEADER_HEIGHT } from "./layout/breakpoints";
import { vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  fontFamily: vars.font.body,
  fontSize: "100%",
  color: vars.color.text,
  background: vars.color.surface,
  lineHeight: 1.5,
  WebkitTextSizeAdjust: "100%",
  // Whatever the keyboard or an anchor lands on is scrolled clear of the sticky header.
  scrollPaddingTop: `calc(${HEADER_HEIGHT.mobile} + ${vars.space.md})`,
  "@media": { [DESKTOP]: { scrollPaddingTop: `calc(${HEADER_HEIGHT.desktop} + ${vars.space.md})` } },
});

globalStyle("body", {
  margin: 0,
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  overflowWrap: "break-word",
});

globalStyle("h1, h2, h3, h4", {
  fontFamily: vars.font.heading,
  fontWeight: 700,
  lineHeight: 1.2,
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.text,
});
globalStyle("h1", { fontSize: "clamp(1.75rem, 1.4rem + 1.5vw, 2.5rem)" });
globalStyle("h2", { fontSize: "clamp(1.375rem, 1.2rem + 0.75vw, 1.75rem)" });
globalStyle("h3", { fontSize: "1.25rem" });
globalStyle("h4", { fontSize: "1.0625rem" });

globalStyle("a", { color: vars.color.link, textUnderlineOffset: "0.15em" });
globalStyle("a:hover", { textDecorationThickness: "2px" });

globalStyle("img, svg, video", { maxWidth: "100%" });
globalStyle("img", { height: "auto" });

// Form controls take the page's type, not the browser's smaller default.
globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" });

globalStyle("summary", { cursor: "pointer" });

globalStyle("::selection", { background: "#f1d9bd", color: vars.color.text });

// One visible focus style for every control; :focus-visible keeps it off mouse clicks.
globalStyle(":focus-visible", {
  outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
  outlineOffset: vars.focusRing.offset,
});

// Motion is decoration here; shoppers who ask for less get none.
globalStyle("*", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
      scrollBehavior: "auto",
    },
  },
});

// Read by screen readers, not shown: labels that the picture already says to sighted shoppers.
globalStyle(".visually-hidden", {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});
