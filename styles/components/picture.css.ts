import { style } from "@vanilla-extract/css";

/** The <picture> around an uploaded image takes no box: the <img> is laid out as if it stood alone. */
export const picture = style({ display: "contents" });
