import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
  lineHeight: 1.5,
  WebkitTextSizeAdjust: "100%",
});

globalStyle("body", { margin: 0, minHeight: "100vh", display: "flex", flexDirection: "column" });

globalStyle("h1, h2, h3", { fontFamily: vars.font.heading, lineHeight: 1.2, margin: `0 0 ${vars.space.md}` });

globalStyle("a", { color: vars.color.link, textUnderlineOffset: "0.15em" });

globalStyle("img", { maxWidth: "100%", height: "auto" });

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
