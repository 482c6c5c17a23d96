import { adminSizeSchema } from "@api/contract/schemas/admin-catalogue-masters";
import { productSizes, sizes } from "@api/db/schema";
import { sizeSchema } from "@api/validation/admin-attributes";
import { masterResource } from "../masters/master-resource";

/** The sizes products come in, smallest first, in the order staff arrange them. */
export default masterResource({
  table: sizes,
  link: { table: productSizes, masterId: productSizes.sizeId, productId: productSizes.productId },
  entity: "size",
  noun: "size",
  slugIndex: "sizes_slug_unique",
  schema: sizeSchema,
  columns: [],
  ordered: true,
  view: adminSizeSchema,
  tag: "Back office: Sizes",
});
