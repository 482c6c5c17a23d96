import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

/** The queue's status links: they wrap on a phone; the chosen one is marked in more than colour. */
export const statusLinks = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.sm}`,
  listStyle: "none",
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
});

export const statusLink = style({
  display: "inline-block",
  minHeight: "2.75rem",
  padding: vars.space.sm,
  color: vars.color.link,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[aria-current="page"]': { fontWeight: 700, background: vars.color.surfaceMuted, textDecorationThickness: "3px" },
  },
});

export const count = style({ color: vars.color.textMuted });

/** A row's checkbox: a 44 px target on a phone. */
export const checkbox = style({ width: "1.5rem", height: "1.5rem", margin: vars.space.sm });

/** The timeline, oldest first: each entry what happened, who and when, and the note. */
export const timeline = style({
  display: "grid",
  gap: vars.space.md,
  paddingLeft: vars.space.lg,
  margin: 0,
  overflowWrap: "anywhere",
});

export const when = style({ color: vars.color.textMuted });

export const note = style({ margin: `${vars.space.xs} 0 0`, whiteSpace: "pre-line" });

export const moves = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))",
});

export const move = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.md,
  minWidth: 0,
});
globalStyle(`${move} h3`, { marginTop: 0, fontSize: "1.05rem" });

export const textarea = style({ minHeight: "5rem" });

export const address = style({ fontStyle: "normal" });

/** A COD order the shopper confirmed from the link in their message: no phone call needed. */
export const shopperConfirmed = style({ display: "block", color: vars.color.success, fontWeight: 600 });
