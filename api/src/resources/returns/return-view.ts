import type { DbOrTx } from "@api/db/client";
import { toRupees } from "@api/lib/money";
import { type OrderItemRow, itemsOfOrders } from "../customer-orders/order-view";
import { type ReturnRow, returnLines } from "./returns.service";

type ReturnLineRow = Awaited<ReturnType<typeof returnLines>>[number];

/** A return as both the shopper and staff read it; the staff note shows only once a decision is made. */
function returnView(row: ReturnRow, lines: ReturnLineRow[], items: OrderItemRow[]) {
  return {
    _id: row.id,
    status: row.status,
    reason: row.reason,
    details: row.details,
    refundTo: row.refundTo,
    refundAmount: toRupees(row.refundPaise),
    refundPaidAt: row.refundPaidAt,
    refundReference: row.refundReference,
    note: row.staffNote,
    requestedAt: row.requestedAt,
    decidedAt: row.decidedAt,
    receivedAt: row.receivedAt,
    /** The reverse pickup booked on approval: the shopper hands the goods to this AWB's courier. */
    pickup: row.pickupAwb
      ? { awb: row.pickupAwb, courierName: row.pickupCourierName, trackingUrl: row.pickupTrackingUrl }
      : null,
    photos: row.photos,
    lines: lines.map((line) => {
      const item = items.find((i) => i.id === line.orderItemId);
      return {
        orderItemId: line.orderItemId,
        name: item?.name ?? "",
        sku: item?.sku ?? "",
        colorName: item?.colorName ?? null,
        sizeName: item?.sizeName ?? null,
        quantity: line.quantity,
        resaleable: line.resaleable,
      };
    }),
  };
}

/** Views of several returns of one order, their lines read in one query. */
export async function returnViews(db: DbOrTx, orderId: string, rows: ReturnRow[]) {
  const [lines, items] = await Promise.all([
    returnLines(
      db,
      rows.map((r) => r.id),
    ),
    itemsOfOrders(db, [orderId]),
  ]);
  return rows.map((row) =>
    returnView(
      row,
      lines.filter((line) => line.returnId === row.id),
      items,
    ),
  );
}
