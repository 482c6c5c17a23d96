import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const container = style({
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  marginInline: "auto",
  paddingInline: vars.space.md,
});

// Off-screen until focused, then the first thing a keyboard user sees.
export const skipLink = style({
  position: "absolute",
  left: vars.space.sm,
  top: "-100px",
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.link,
  borderRadius: vars.radius.sm,
  selectors: { "&:focus": { top: vars.space.sm } },
});

export const main = style([container, { flex: 1, paddingBlock: vars.space.lg, outline: "none" }]);

export const errorPage = style({ textAlign: "center", paddingBottom: vars.space.xl });

/**
 * For blocks that usually start below the fold: the browser skips their layout and paint until
 * they come near the screen, so the first paint on a cheap phone lays out the top of the page
 * only. The size stands in until a block has been drawn once, then its real size is kept.
 */
export const laidOutWhenNear = style({ contentVisibility: "auto", containIntrinsicSize: "auto 28rem" });
