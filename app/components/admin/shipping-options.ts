/** The ship screen's view of an order (GET /v1/admin/orders/:orderId/shipment). Browser-safe. */
import type { OrderStatus, PaymentMethod } from "@api/validation/order-states";

export type ShipmentView = {
  orderId: string;
  orderStatus: OrderStatus;
  paymentMethod: PaymentMethod;
  totalAmount: number;
  deliverTo: { name: string; city: string; state: string; pincode: string };
  lines: { name: string; sku: string; quantity: number; colorName: string | null; sizeName: string | null }[];
  courier: "shiprocket" | "sandbox";
  shipment: {
    awb: string;
    courierName: string | null;
    trackingUrl: string | null;
    shippedAt: string | null;
    courierOrderId: string | null;
    courierShipmentId: string | null;
    controlUrl: string | null;
    labelUrl: string | null;
  } | null;
};

/** The parcel form's fields, in the order staff measure them. */
export const PARCEL_FIELDS = [
  { name: "length", label: "Length (cm)" },
  { name: "breadth", label: "Breadth (cm)" },
  { name: "height", label: "Height (cm)" },
  { name: "weight", label: "Weight (kg)" },
] as const;

export const orderPath = (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`;
