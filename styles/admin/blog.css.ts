import { style } from "@vanilla-extract/css";

/** The post's HTML, typed by hand until the rich-text editor enhances it: room to write. */

/** A category's row on the categories screen: its rename form and its remove link side by side, wrapping on a phone. */
export const categoryRow = style({ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "flex-end" });

/** The preview's banner: staff must not mistake it for the shop's page. */
export const previewNote = style({
  padding: "0.75rem 1rem",
  border: "2px dashed #8a5a2b",
  borderRadius: "0.5rem",
  background: "#fff8ee",
});

/** The categories, one block each (no bullets: each holds its own forms). */
export const categoryList = style({ listStyle: "none", padding: 0, margin: 0 });
