import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const gallery = style({ display: "grid", gap: vars.space.sm, alignContent: "start", minWidth: 0 });

/** All pictures share one cell, so switching never moves anything around it. */
export const stage = style({
  display: "grid",
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  overflow: "hidden",
});

export const slide = style({
  gridArea: "1 / 1",
  margin: 0,
  display: "none",
  // Without JavaScript a thumbnail jumps to its picture; keep the picture's top in view.
  scrollMarginTop: vars.space.md,
  selectors: {
    "&[data-active]": { display: "block" },
    // Without JavaScript the thumbnail's #fragment picks the picture (CSS :target).
    [`${stage}:not([data-enhanced]) > &:target`]: { display: "block" },
    [`${stage}:not([data-enhanced]):has(> :target) > &[data-active]:not(:target)`]: { display: "none" },
  },
});

export const zoomLink = style({
  display: "block",
  cursor: "zoom-in",
});

export const mainImage = style({ display: "block", width: "100%", height: "auto" });

export const thumbnails = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const thumbnail = style({
  display: "block",
  width: "4.5rem",
  height: "4.5rem",
  border: `2px solid transparent`,
  borderRadius: vars.radius.sm,
  overflow: "hidden",
  background: vars.color.surfaceMuted,
  selectors: {
    "&:hover": { borderColor: vars.color.border },
    '&[aria-current="true"]': { borderColor: vars.color.brand },
  },
});

export const thumbnailImage = style({ display: "block", width: "100%", height: "100%", objectFit: "cover" });
