/**
 * Staff editing an order before it ships (issue 17): the address, and every line as it should be
 * (its variant as a sku key `size:<id>`, its quantity, or removed), plus at most one new line
 * typed by its sku. Shared by the API and the edit screen's action; the version is the order's
 * as the form was opened, so a second editor's stale form is refused.
 */
import { z } from "zod";
import { rupeesLabel } from "../lib/money";
import type { OrderStatus } from "./order-states";
import { optionalText, requiredText, wholeNumber, wholeNumberField } from "./fields";
import { addressSchema } from "./schemas";
import { PAYMENT_LINK_CHANNELS } from "./draft-orders";

/** The most units of one line staff may type; the product's own maximum order quantity applies too. */
const EDIT_QUANTITY_MAX = 999;

/** An order can be edited until it ships: placed, confirmed or packed. */
const EDITABLE_STATUSES: readonly OrderStatus[] = ["ORDERPLACED", "CONFIRMED", "PACKED"];
export const isEditable = (status: OrderStatus) => EDITABLE_STATUSES.includes(status);

const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());

const orderEditLineSchema = z.object({
  /** The order line's id. */
  line: requiredText("Line", 64),
  /** The sku key of the variant the line should be: `product:<id>`, `color:<id>` or `size:<id>`. */
  variant: requiredText("Colour or size", 80).refine(
    (v) => /^(product|color|size):[\w-]+$/.test(v),
    "Choose a colour or size",
  ),
  quantity: wholeNumberField("Quantity", 1, EDIT_QUANTITY_MAX),
  remove: checkbox.default(false),
});

export const orderEditSchema = addressSchema
  .extend({
    version: z.preprocess(wholeNumber, z.number({ required_error: "Reload the page and try again" }).int().min(1)),
    lines: z.array(orderEditLineSchema).min(1, "An order needs at least one line").max(100),
    /** A new line: the sku staff type, and how many. */
    addSku: optionalText("SKU", 80),
    addQuantity: z.preprocess(
      wholeNumber,
      z
        .number({ invalid_type_error: "Quantity must be a whole number" })
        .int("Quantity must be a whole number")
        .min(1, "Quantity must be at least 1")
        .max(EDIT_QUANTITY_MAX, `Quantity must be at most ${EDIT_QUANTITY_MAX}`)
        .optional(),
    ),
  })
  .superRefine((edit, ctx) => {
    if (edit.addQuantity !== undefined && !edit.addSku)
      ctx.addIssue({ code: "custom", path: ["addSku"], message: "Type the SKU of the product to add" });
  });

export type OrderEditInput = z.infer<typeof orderEditSchema>;

export const EDIT_FIELD_LABELS: Record<string, string> = {
  shippingAddress: "the address",
  lines: "the lines",
  subtotal: "the subtotal",
  discount: "the discount",
  total: "the total",
  couponCode: "the coupon",
  balanceDue: "the amount due",
};

/** Why a move to PACKED or SHIPPED is refused while an edit's shortfall is unpaid. */
export const balanceDueBlocksPacking = (orderNumber: string, duePaise: number) =>
  `Order ${orderNumber} has ${rupeesLabel(duePaise)} due from the shopper after an edit: it can be packed and shipped once that is paid`;

/** POST /v1/admin/orders/:orderId/balance-link: how to send the link for what an edit left due. */
export const balanceLinkSchema = z.object({
  channel: z.enum(PAYMENT_LINK_CHANNELS, { errorMap: () => ({ message: "Choose how to send the link" }) }),
});
export const NOTHING_DUE = (orderNumber: string) => `Nothing is due on order ${orderNumber}`;
