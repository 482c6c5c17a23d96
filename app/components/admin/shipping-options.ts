/** The ship screen's view of an order (GET /v1/admin/orders/:orderId/shipment). Browser-safe. */

/** The screen's type is the contract's (api/src/contract/schemas/admin-orders.ts). */
export type { Shipment as ShipmentView } from "@api/contract/schemas/admin-orders";

/** The parcel form's fields, in the order staff measure them. */
export const PARCEL_FIELDS = [
  { name: "length", label: "Length (cm)" },
  { name: "breadth", label: "Breadth (cm)" },
  { name: "height", label: "Height (cm)" },
  { name: "weight", label: "Weight (kg)" },
] as const;

export const orderPath = (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`;
