import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const section = style({ marginBlockEnd: vars.space.xl });

export const title = style({ fontSize: "1.75rem" });

export const prose = style({ maxWidth: "70ch" });
globalStyle(`${prose} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${prose} > :last-child`, { marginBlockEnd: 0 });

export const blocks = style({
  display: "grid",
  gap: vars.space.lg,
  marginBlockEnd: vars.space.xl,
  "@media": { "(min-width: 768px)": { gridTemplateColumns: "repeat(3, 1fr)" } },
});

export const block = style({
  padding: vars.space.lg,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const blockTitle = style({ fontSize: "1.375rem" });

export const faqs = style({ display: "grid", gap: vars.space.sm, maxWidth: "48rem" });

export const faq = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const question = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.md,
  minHeight: "2.75rem",
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: 600,
  cursor: "pointer",
  listStyle: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    // The empty alternative keeps the sign out of the question's accessible name.
    "&::after": { content: "'+' / ''", fontSize: "1.25rem", lineHeight: 1, color: vars.color.brand },
    [`${faq}[open] > &::after`]: { content: "'\u2212' / ''" },
  },
});

export const answer = style({ margin: 0, padding: `0 ${vars.space.md} ${vars.space.md}`, color: vars.color.textMuted });
