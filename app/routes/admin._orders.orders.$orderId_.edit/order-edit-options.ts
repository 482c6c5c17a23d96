/** What the order edit screen shows (api/src/resources/admin/orders/order-edits), and how its fields are named. */
import type { OrderEditView } from "@api/contract/schemas/admin-orders";

/** The screen's types are the contract's (api/src/contract/schemas/admin-orders.ts). */
export type { OrderEditView as OrderEdit } from "@api/contract/schemas/admin-orders";
export type OrderEditLine = OrderEditView["lines"][number];
export type OrderEditOption = OrderEditLine["options"][number];

/** A line's field as the form names it (conform's path), e.g. `lines[0].quantity`. */
export const lineField = (index: number, field: "line" | "variant" | "quantity" | "remove") =>
  `lines[${index}].${field}`;

/** "Walnut / Queen", or the sku for a plain product. */
export const optionLabel = (option: Pick<OrderEditOption, "colour" | "size" | "sku">) =>
  [option.colour, option.size].filter(Boolean).join(" / ") || option.sku;
