import { style } from "@vanilla-extract/css";
import { control } from "./forms.css";

/** A line's quantity beside its Update button: a few digits wide, the back office's control otherwise. */
export const quantity = style([control, { width: "5.5rem" }]);
