import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

/** Arriving at #add-to-cart leaves a little room above the block. */
export const anchor = style({ scrollMarginTop: "8rem" });

/** 'Go to cart' takes the add button's place, at its size and in its colours. */
export const goToCart = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "2.75rem",
  paddingInline: vars.space.lg,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 700,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.text, borderColor: vars.color.text } },
});

/** Room for the spinner beside the words while the cart answers. */
export const addButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
});
