import { globalStyle, style } from "@vanilla-extract/css";

/** The <picture> around an uploaded image takes no box: the <img> is laid out as if it stood alone. */
export const picture = style({ display: "contents" });

// Its <source>s would then be laid out in the <picture>'s parent: in a flex row or a grid (the
// home's product lists) each became an empty item with its gap, pushing the picture 32 px along.
globalStyle(`${picture} > source`, { display: "none" });
