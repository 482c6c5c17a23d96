import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.surfaceMuted}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  height: "100%",
});

export const listCard = style([
  card,
  {
    "@media": {
      "(min-width: 40rem)": { flexDirection: "row", alignItems: "flex-start", gap: vars.space.md },
    },
  },
]);

export const media = style({
  display: "block",
  position: "relative",
  aspectRatio: "1 / 1",
  overflow: "hidden",
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const listMedia = style([media, { "@media": { "(min-width: 40rem)": { flex: "0 0 14rem" } } }]);

export const image = style({ width: "100%", height: "100%", objectFit: "cover", display: "block" });

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, flex: 1 });

export const category = style({
  fontSize: "0.8125rem",
  color: vars.color.textMuted,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  alignSelf: "flex-start",
  minHeight: "24px",
  display: "inline-flex",
  alignItems: "center",
  // Above the name link's stretched click area, so the category stays its own link.
  position: "relative",
  zIndex: 1,
});

export const name = style({
  fontSize: "1rem",
  fontFamily: vars.font.body,
  fontWeight: 600,
  margin: 0,
  lineHeight: 1.35,
});

export const nameLink = style({
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { textDecoration: "underline" },
    // The whole card is clickable through the name's link.
    "&::after": { content: "''", position: "absolute", inset: 0, zIndex: 0 },
  },
});

export const prices = style({ display: "flex", alignItems: "baseline", flexWrap: "wrap", gap: vars.space.sm });
export const price = style({ fontWeight: 700, fontSize: "1.0625rem" });
export const mrp = style({ color: vars.color.textMuted, textDecoration: "line-through", fontSize: "0.875rem" });

export const badge = style({
  position: "absolute",
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: 1,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: "0.8125rem",
  fontWeight: 700,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
});

export const heartForm = style({
  position: "absolute",
  top: vars.space.sm,
  right: vars.space.sm,
  zIndex: 1,
  margin: 0,
});

export const heart = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.5rem",
  height: "2.5rem",
  borderRadius: "50%",
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.error,
  cursor: "pointer",
  padding: 0,
});

export const heartIcon = style({ width: "1.25rem", height: "1.25rem" });
