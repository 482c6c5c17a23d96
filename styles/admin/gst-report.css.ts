import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

/** A sheet's wide table scrolls sideways on its own on a desktop, not the whole page (a phone gets labelled rows). */
export const tableScroll = style({ overflowX: "auto", maxWidth: "100%" });

export const totals = style({ marginBottom: vars.space.md });

export const amount = style({ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" });
