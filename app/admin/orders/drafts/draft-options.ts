/** What the draft-order screens read from the API (api/src/resources/admin/orders/draft-orders/). */
import type { ShippingAddress } from "@api/db/schema";
import type { OrderStatus } from "@api/validation/order-states";

export type DraftStatus = "open" | "awaiting_payment" | "placed";

export const DRAFT_STATUS_OPTIONS = [
  { value: "open", label: "Drafts" },
  { value: "awaiting_payment", label: "Payment link sent" },
  { value: "placed", label: "Placed" },
  { value: "all", label: "All" },
] as const;

export const DRAFT_STATUS_LABELS: Record<DraftStatus, string> = {
  open: "Draft",
  awaiting_payment: "Payment link sent",
  placed: "Placed",
};

export type DraftListRow = {
  id: string;
  status: DraftStatus;
  customerName: string;
  customerMobile: string | null;
  lines: number;
  createdBy: string;
  updatedAt: string;
};

export type DraftCustomer = { id: string; name: string; mobile: string | null; email: string | null };

export type DraftAddress = ShippingAddress;

export type DraftLine = {
  index: number;
  product: string;
  productColor: string | null;
  productSize: string | null;
  quantity: number;
  name: string;
  sku: string;
  colorName: string | null;
  sizeName: string | null;
  unitPrice: number;
  amount: number;
  stock: number;
  maximumOrderQuantity: number;
  problem: string | null;
};

export type DraftDetail = {
  id: string;
  status: DraftStatus;
  version: number;
  customer: DraftCustomer;
  addresses: (DraftAddress & { id: string })[];
  lines: DraftLine[];
  shippingAddress: DraftAddress | null;
  couponCode: string | null;
  manualDiscount: number;
  manualDiscountReason: string | null;
  subtotal: number;
  couponDiscount: number;
  total: number;
  order: { orderId: string; orderStatus: OrderStatus; paymentStatus: string; total: number } | null;
  paymentLink: {
    url: string;
    channel: string;
    recipient: string;
    expiresAt: string;
    state: "open" | "paid" | "expired";
  } | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
};

export type ProductMatch = {
  _id: string;
  name: string;
  sku: string;
  options: { value: string; label: string; sku: string; price: number; stock: number; maximumOrderQuantity: number }[];
};

export const lineLabel = (line: Pick<DraftLine, "name" | "colorName" | "sizeName">) =>
  [line.name, [line.colorName, line.sizeName].filter(Boolean).join(" / ")].filter(Boolean).join(", ");

export const oneLineAddress = (a: DraftAddress) =>
  [a.name, a.address, a.landmark, a.locality, `${a.city}, ${a.state} ${a.pincode}`, a.mobile]
    .filter(Boolean)
    .join(", ");
