import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const section = style({
  maxWidth: "48rem",
  marginInline: "auto",
  marginBottom: vars.space.xl,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.surfaceMuted}`,
  borderRadius: vars.radius.md,
  scrollMarginTop: "8rem",
});

export const heading = style({ fontSize: "1.5rem", marginTop: 0, marginBottom: vars.space.md });

export const intro = style({ marginTop: 0, marginBottom: vars.space.md });

export const form = style({ margin: 0 });

/** Two columns of short fields from tablet width up; long ones (message) span both. */
export const columns = style({
  display: "grid",
  columnGap: vars.space.md,
  "@media": { "(min-width: 40rem)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  margin: `0 0 ${vars.space.md}`,
});

export const legend = style({ fontWeight: 600, padding: `0 ${vars.space.xs}` });

export const checkGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(13rem, 1fr))",
  columnGap: vars.space.md,
});

globalStyle(`${checkGrid} > div`, { marginBottom: vars.space.xs });

export const disclosure = style({
  border: `1px solid ${vars.color.surfaceMuted}`,
  borderRadius: vars.radius.md,
  padding: `0 ${vars.space.md}`,
  scrollMarginTop: "8rem",
});

globalStyle(`${disclosure}[open]`, { paddingBottom: vars.space.md });

export const summary = style({
  display: "flex",
  alignItems: "center",
  minHeight: "2.75rem",
  fontWeight: 600,
  cursor: "pointer",
});
