import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

/** The tracking form's two short fields side by side from tablet width up, one above the other on a phone. */
export const fields = style({
  display: "grid",
  columnGap: vars.space.md,
  "@media": { "(min-width: 40rem)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const resultHeading = style({ fontSize: "1.5rem", marginTop: 0, marginBottom: vars.space.md });

/** The statuses reached, oldest first, down a line that joins their dots. */
export const timeline = style({ listStyle: "none", margin: `0 0 ${vars.space.lg}`, padding: 0 });

export const step = style({
  position: "relative",
  paddingInlineStart: vars.space.lg,
  paddingBottom: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.border}`,
  marginInlineStart: vars.space.xs,
  selectors: { "&:last-child": { borderInlineStartColor: "transparent", paddingBottom: 0 } },
});

globalStyle(`${step}::before`, {
  content: '""',
  position: "absolute",
  insetInlineStart: "-0.5625rem",
  top: "0.25rem",
  width: "1rem",
  height: "1rem",
  borderRadius: "50%",
  background: vars.color.brand,
});

export const stepLabel = style({ display: "block", fontWeight: 700 });

export const stepWhen = style({ color: vars.color.textMuted, fontSize: "0.9375rem" });

export const shipment = style({ margin: `0 0 ${vars.space.lg}` });

export const lines = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });

export const line = style({ display: "flex", gap: vars.space.sm, alignItems: "center", overflowWrap: "anywhere" });

export const lineImage = style({
  width: "4rem",
  height: "4rem",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  flexShrink: 0,
});
