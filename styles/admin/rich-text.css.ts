import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

/** The plain textarea: HTML source, the whole field without JavaScript. */
export const source = style({
  minHeight: "12rem",
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace",
  fontSize: "0.875rem",
});

export const editorFrame = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  selectors: { '&[data-invalid="true"]': { borderColor: vars.color.error, borderWidth: "2px" } },
});

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const toolButton = style({
  font: "inherit",
  fontSize: "0.875rem",
  minWidth: "2.75rem",
  minHeight: "2.75rem",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      color: vars.color.onBrand,
      borderColor: vars.color.brand,
    },
  },
});

export const linkPanel = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "end",
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const linkInput = style({
  font: "inherit",
  flex: "1 1 12rem",
  minHeight: "2.75rem",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

/** The editable area, Tiptap's own styles included (its injected <style> is turned off for the CSP). */
export const editable = style({
  position: "relative",
  minHeight: "12rem",
  padding: vars.space.sm,
  overflowWrap: "break-word",
  whiteSpace: "break-spaces",
  fontVariantLigatures: "none",
  selectors: {
    "&:focus": { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: vars.focusRing.offset },
  },
});
globalStyle(`${editable} pre`, { whiteSpace: "pre-wrap" });
globalStyle(`${editable} a`, { color: vars.color.link, textDecoration: "underline" });
globalStyle(`${editable} :first-child`, { marginTop: 0 });
globalStyle(`img.ProseMirror-separator`, { display: "inline", border: "none", margin: 0, width: 0, height: 0 });
globalStyle(`${editable} .ProseMirror-gapcursor`, {
  display: "none",
  pointerEvents: "none",
  position: "absolute",
  margin: 0,
});
globalStyle(`${editable}.ProseMirror-focused .ProseMirror-gapcursor`, { display: "block" });
globalStyle(`${editable} .ProseMirror-gapcursor::after`, {
  content: '""',
  display: "block",
  position: "absolute",
  top: "-2px",
  width: "20px",
  borderTop: "1px solid black",
});
globalStyle(`${editable}.ProseMirror-hideselection *`, { caretColor: "transparent" });
globalStyle(`${editable}.ProseMirror-hideselection *::selection`, { background: "transparent" });
