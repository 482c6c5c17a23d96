import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

/** Rich text written in the back office: readable line length, spacing between blocks. */
export const prose = style({ maxWidth: "48rem", marginInline: "auto", fontSize: "1.0625rem", lineHeight: 1.7 });

globalStyle(`${prose} > * + *`, { marginTop: vars.space.md });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, { marginBlock: 0 });
globalStyle(`${prose} h2, ${prose} h3, ${prose} h4`, { marginTop: vars.space.lg, marginBottom: vars.space.sm });
globalStyle(`${prose} img`, { borderRadius: vars.radius.sm });
globalStyle(`${prose} table`, { borderCollapse: "collapse", width: "100%" });
globalStyle(`${prose} th, ${prose} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.sm,
  textAlign: "left",
});
globalStyle(`${prose} a`, { display: "inline-block", minHeight: "24px" });

export const notAvailable = style({ textAlign: "center", color: vars.color.textMuted, fontSize: "1.125rem" });
