/** What the order edit screen shows (api/src/resources/admin/orders/order-edits), and how its fields are named. */
import type { ShippingAddress } from "@api/db/schema";
import type { OrderStatus, PaymentMethod, PaymentStatus } from "@api/validation/order-states";

export type OrderEditOption = {
  variant: string;
  sku: string;
  colour: string | null;
  size: string | null;
  price: number;
  stock: number;
};

export type OrderEditLine = {
  line: string;
  name: string;
  sku: string;
  colour: string | null;
  size: string | null;
  variant: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  options: OrderEditOption[];
};

export type OrderEdit = {
  orderId: string;
  orderStatus: OrderStatus;
  editable: boolean;
  notEditableReason: string | null;
  version: number;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  shippingAddress: ShippingAddress;
  lines: OrderEditLine[];
  subtotal: number;
  discount: number;
  total: number;
  couponCode: string | null;
  paid: number;
  balanceDue: number;
};

/** A line's field as the form names it (conform's path), e.g. `lines[0].quantity`. */
export const lineField = (index: number, field: "line" | "variant" | "quantity" | "remove") =>
  `lines[${index}].${field}`;

/** "Walnut / Queen", or the sku for a plain product. */
export const optionLabel = (option: Pick<OrderEditOption, "colour" | "size" | "sku">) =>
  [option.colour, option.size].filter(Boolean).join(" / ") || option.sku;
