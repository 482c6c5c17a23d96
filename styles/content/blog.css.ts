import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const layout = style({
  display: "grid",
  gap: vars.space.xl,
  "@media": { "(min-width: 60rem)": { gridTemplateColumns: "minmax(0, 1fr) 18rem", alignItems: "start" } },
});

export const post = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });

export const postHeader = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const category = style({
  margin: 0,
  color: vars.color.brand,
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  fontSize: "0.875rem",
});

export const byline = style({
  margin: 0,
  color: vars.color.textMuted,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
});

export const hero = style({
  width: "100%",
  height: "auto",
  display: "block",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const share = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  borderTop: `1px solid ${vars.color.surfaceMuted}`,
  paddingTop: vars.space.md,
});

export const shareHeading = style({ fontSize: "1rem", fontFamily: vars.font.body, margin: 0, fontWeight: 700 });

export const shareList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const sidebar = style({
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  "@media": { "(min-width: 60rem)": { position: "sticky", top: "120px" } },
});

export const sidebarHeading = style({ fontSize: "1.25rem" });

export const recentList = style({ display: "grid", gap: vars.space.md, listStyle: "none", margin: 0, padding: 0 });

export const recentItem = style({
  display: "grid",
  gridTemplateColumns: "5.5rem minmax(0, 1fr)",
  gap: vars.space.sm,
  alignItems: "start",
});

export const recentThumb = style({
  width: "5.5rem",
  height: "auto",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  display: "block",
  gridRow: "span 2",
});

export const recentLink = style({ fontWeight: 600, lineHeight: 1.35, display: "inline-block", minHeight: "24px" });

export const recentDate = style({ color: vars.color.textMuted, fontSize: "0.875rem", gridColumn: 2 });
