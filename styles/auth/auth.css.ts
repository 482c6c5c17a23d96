import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const banner = style({
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  padding: `${vars.space.lg} ${vars.space.md}`,
  marginBottom: vars.space.lg,
  textAlign: "center",
});

export const bannerTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: "clamp(1.6rem, 4vw, 2.2rem)" });

export const breadcrumb = style({
  display: "flex",
  justifyContent: "center",
  flexWrap: "wrap",
  gap: vars.space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
  color: vars.color.textMuted,
});

export const breadcrumbLink = style({ display: "inline-block", minHeight: "24px" });

export const breadcrumbSeparator = style({ marginInlineStart: vars.space.sm });

export const body = style({ maxWidth: "30rem", marginInline: "auto" });

export const wideBody = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 20rem), 1fr))",
  alignItems: "start",
});

export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  background: vars.color.surface,
});

export const cardTitle = style({ fontSize: "1.35rem" });

export const lead = style({ marginTop: 0, color: vars.color.textMuted });

export const destination = style({ fontWeight: 700, color: vars.color.text, whiteSpace: "nowrap" });

export const formError = style({
  border: `1px solid ${vars.color.error}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  marginBottom: vars.space.md,
  color: vars.color.error,
});

export const links = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  listStyle: "none",
  padding: 0,
  margin: `${vars.space.lg} 0 0`,
});

// Inline links keep at least 24 px of height to click (WCAG 2.2 target size).
export const link = style({ display: "inline-block", paddingBlock: vars.space.xs });

export const otpInput = style({ letterSpacing: "0.5em", fontSize: "1.25rem", maxWidth: "10rem" });

export const resend = style({
  marginTop: vars.space.lg,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const resendText = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted });

export const linkButton = style({
  font: "inherit",
  fontWeight: 600,
  color: vars.color.link,
  background: "none",
  border: 0,
  padding: `${vars.space.xs} 0`,
  minHeight: "24px",
  textDecoration: "underline",
  textUnderlineOffset: "0.15em",
  cursor: "pointer",
});

export const nameRow = style({
  display: "grid",
  gap: `0 ${vars.space.md}`,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 12rem), 1fr))",
});
