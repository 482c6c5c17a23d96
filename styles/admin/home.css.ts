import { style } from "@vanilla-extract/css";

/** A slide's or banner's picture in the home page's lists: small beside its words, never wider than a phone's row. */
export const listPicture = style({ display: "block", width: "8rem", maxWidth: "100%", height: "auto" });
