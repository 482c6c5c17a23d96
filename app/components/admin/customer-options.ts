/**
 * What the customer screens show of a customer and their orders. The words and the money follow
 * the shop's (app/lib/account.ts, app/lib/format.ts) but are written here: importing those shop
 * modules from an admin route would move them into chunks of their own in the shop's build (see
 * form-controls.tsx), costing shoppers requests.
 */
import type { OrderStatus, PaymentMethod, PaymentStatus } from "@api/validation/order-states";
import type {
  adminCustomerDetailSchema,
  adminCustomerListItemSchema,
  adminCustomerSchema,
} from "@api/contract/schemas/admin-customers";
import type { z } from "zod";

export type CustomerRow = z.output<typeof adminCustomerSchema>;

export type CustomerListRow = z.output<typeof adminCustomerListItemSchema>;

export type CustomerOrder = {
  orderId: string;
  createdAt: string;
  orderStatus: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  total: number;
};

export type CustomerAddress = {
  _id: string;
  name: string;
  mobile: string;
  address: string;
  landmark: string;
  locality: string;
  city: string;
  state: string;
  pincode: string;
  addressType: "HOME" | "OFFICE";
};

export type CustomerDetail = z.output<typeof adminCustomerDetailSchema>;

export const CUSTOMER_STATUS_OPTIONS = [
  { value: "all", label: "Any status" },
  { value: "active", label: "Active" },
  { value: "disabled", label: "Disabled" },
];

export { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from "@api/validation/order-states";

/** Money in the back office is written as the shop writes it: one formatter (lib/format.ts). */
export { formatPrice as formatRupees } from "~/lib/format";

/** A customer without a name yet (signed in by mobile, never named) is shown by their number. */
export const customerName = (customer: Pick<CustomerRow, "name" | "mobile" | "email">) =>
  customer.name ?? customer.mobile ?? customer.email ?? "Unnamed customer";
