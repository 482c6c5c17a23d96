import { createGlobalTheme } from "@vanilla-extract/css";

/**
 * Design tokens. Every text colour is checked against the surfaces it sits on for at
 * least 4.5:1 (WCAG AA); see the contrast note beside each pair.
 */
export const vars = createGlobalTheme(":root", {
  color: {
    surface: "#fffdf9",
    surfaceMuted: "#f4eee6",
    text: "#2b2118", // 15.5:1 on surface, 13.7:1 on surfaceMuted
    textMuted: "#5c4f43", // 7.8:1 on surface, 6.9:1 on surfaceMuted
    brand: "#7a4419", // 7.8:1 on surface, 6.8:1 on surfaceMuted; white on brand 7.9:1
    onBrand: "#ffffff",
    link: "#7a4419",
    focus: "#1f4fd1", // 6.7:1 on surface; too close to brand, so no focusable control sits on brand
    border: "#8a7a6b", // 4.1:1 on surface: control borders need 3:1
    success: "#1e6b34", // white on success 6.6:1
    error: "#b3261e", // white on error 6.5:1
    info: "#1f4fd1", // white on info 6.8:1
  },
  space: {
    xs: "0.25rem",
    sm: "0.5rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2.5rem",
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    heading: 'Georgia, "Times New Roman", serif',
  },
  radius: {
    sm: "4px",
    md: "8px",
  },
  focusRing: {
    width: "3px",
    offset: "2px",
  },
  layout: {
    maxWidth: "75rem",
  },
});
