import { adminColorSchema } from "@api/contract/schemas/admin-catalogue-masters";
import { colors, productColors } from "@api/db/schema";
import { colorSchema } from "@api/validation/admin-attributes";
import { masterResource } from "../masters/master-resource";

/** The colours products come in, listed by name as the shop's colour filter lists them. */
export default masterResource({
  table: colors,
  link: { table: productColors, masterId: productColors.colorId, productId: productColors.productId },
  entity: "color",
  noun: "colour",
  slugIndex: "colors_slug_unique",
  schema: colorSchema,
  // A new shade applies at once to every product in the colour.
  columns: ["hex"],
  ordered: false,
  view: adminColorSchema,
  tag: "Back office: Colours",
});
