import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

// Hidden (and out of the tab order) until the animation delay of popupDelay seconds has run.
const appear = keyframes({
  from: { visibility: "visible", opacity: 0, transform: "translateY(1rem)" },
  to: { visibility: "visible", opacity: 1, transform: "none" },
});

// An open <dialog>: in a corner while it is not modal (without JavaScript), in the middle of the
// screen over a dimmed, inert page once it is.
export const popup = style({
  position: "fixed",
  zIndex: 40,
  top: "auto",
  right: vars.space.md,
  bottom: vars.space.md,
  left: vars.space.md,
  width: "auto",
  maxWidth: "min(22rem, 85vw)",
  margin: "0 0 0 auto",
  padding: 0,
  border: 0,
  overflow: "hidden",
  color: vars.color.text,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: "0 12px 32px rgb(43 33 24 / 0.3)",
  visibility: "hidden",
  opacity: 0,
  animationName: appear,
  animationDuration: "400ms",
  animationTimingFunction: "ease-out",
  animationFillMode: "forwards",
  selectors: {
    "&:modal": { inset: 0, margin: "auto", height: "fit-content", maxHeight: "calc(100vh - 2rem)", overflowY: "auto" },
  },
});

globalStyle(`${popup}::backdrop`, { background: "rgb(43 33 24 / 0.45)" });

export const bar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontWeight: 700 });

export const close = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.75rem",
  height: "2.75rem",
  border: 0,
  borderRadius: "50%",
  background: "none",
  color: vars.color.text,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surface } },
});

export const closeIcon = style({ width: "1.25rem", height: "1.25rem" });

// The picture behind, the offer's words on an opaque card over its lower part.
export const body = style({ display: "grid", gridTemplateAreas: '"offer"' });

export const image = style({
  gridArea: "offer",
  display: "block",
  width: "100%",
  height: "auto",
  maxHeight: "50vh",
  objectFit: "contain",
});

export const words = style({
  gridArea: "offer",
  alignSelf: "end",
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.sm,
  margin: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: "0 4px 16px rgb(0 0 0 / 0.12)",
});

export const text = style({ margin: 0, fontWeight: 600 });

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 600,
  textDecoration: "none",
});
