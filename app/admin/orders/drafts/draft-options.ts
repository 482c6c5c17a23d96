/** What the draft-order screens read from the API (api/src/resources/admin/orders/draft-orders/). */
import type { DraftOrder } from "@api/contract/schemas/admin-draft-orders";
import type { ShippingAddress } from "@api/contract/schemas/customer-orders";

export type DraftStatus = DraftOrder["status"];

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

/** The screens' types are the contract's (api/src/contract/schemas/admin-draft-orders.ts). */
export type {
  DraftRow as DraftListRow,
  DraftCustomer,
  DraftOrder as DraftDetail,
  DraftProduct as ProductMatch,
} from "@api/contract/schemas/admin-draft-orders";
export type DraftAddress = ShippingAddress;
export type DraftLine = DraftOrder["lines"][number];

export const lineLabel = (line: Pick<DraftLine, "name" | "colorName" | "sizeName">) =>
  [line.name, [line.colorName, line.sizeName].filter(Boolean).join(" / ")].filter(Boolean).join(", ");

export const oneLineAddress = (a: DraftAddress) =>
  [a.name, a.address, a.landmark, a.locality, `${a.city}, ${a.state} ${a.pincode}`, a.mobile]
    .filter(Boolean)
    .join(", ");
