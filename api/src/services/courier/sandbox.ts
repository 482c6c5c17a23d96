/**
 * The default courier: a stand-in for Shiprocket that keeps its shipments in the shop's own
 * database (sandbox_courier_shipments), issues AWB numbers, serves a printable label, and moves
 * a shipment along its states when staff press its control page's buttons (or, in development,
 * on a schedule: jobs/courier-jobs.ts). Each move calls the shop's webhook over HTTP exactly as
 * Shiprocket does: its JSON body, its x-api-key token header.
 */
import { randomInt } from "node:crypto";
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { type SandboxShipmentDetails, sandboxCourierShipments } from "@api/db/schema";
import type { FetchLike } from "@api/lib/fetch-like";
import {
  type AwbAssignment,
  type Courier,
  type CourierOrder,
  CourierError,
  type PickupBooking,
  type ReturnRequest,
  SHIPMENT_STATUS,
  type ShipmentRequest,
  type ShipmentState,
  type Tracking,
  WEBHOOK_TOKEN_HEADER,
  tokenMatches,
} from "./courier";

export const SANDBOX_COURIER_NAME = "Sandbox Surface";
export const SANDBOX_COURIER_PATH = "/v1/sandbox-courier";
const COURIER_WEBHOOK_PATH = "/v1/courier/webhook";

export type SandboxShipment = typeof sandboxCourierShipments.$inferSelect;

/** The moves the control page offers from each state: a parcel's road, and its way back (RTO). */
const SANDBOX_MOVES: Partial<Record<ShipmentState, readonly ShipmentState[]>> = {
  AWB_ASSIGNED: ["PICKED_UP"],
  PICKUP_SCHEDULED: ["PICKED_UP"],
  PICKED_UP: ["IN_TRANSIT"],
  IN_TRANSIT: ["OUT_FOR_DELIVERY", "RTO_INITIATED"],
  OUT_FOR_DELIVERY: ["DELIVERED", "RTO_INITIATED"],
  RTO_INITIATED: ["RTO_DELIVERED"],
};

/** The one road the development schedule drives every forward shipment along. */
const AUTOPILOT_ROAD: readonly ShipmentState[] = [
  "PICKUP_SCHEDULED",
  "PICKED_UP",
  "IN_TRANSIT",
  "OUT_FOR_DELIVERY",
  "DELIVERED",
];

const stateOf = (shipment: Pick<SandboxShipment, "statusId">) =>
  (Object.keys(SHIPMENT_STATUS) as ShipmentState[]).find((state) => SHIPMENT_STATUS[state].id === shipment.statusId);

export const sandboxMovesFrom = (shipment: Pick<SandboxShipment, "statusId" | "kind">) => {
  const state = stateOf(shipment);
  return state ? (SANDBOX_MOVES[state] ?? []) : [];
};

/** A Shiprocket-sized integer id, as text. */
const numericId = (digits: number) => String(randomInt(10 ** (digits - 1), 10 ** digits - 1));

/** dd mm yyyy hh:mm:ss in India's time: the webhook's current_timestamp. */
function webhookTimestamp(at: Date) {
  const ist = new Date(at.getTime() + 330 * 60_000).toISOString();
  return `${ist.slice(8, 10)} ${ist.slice(5, 7)} ${ist.slice(0, 4)} ${ist.slice(11, 19)}`;
}
/** yyyy-mm-dd hh:mm:ss in India's time: Shiprocket's other dates. */
const shiprocketDate = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace("T", " ");

/** What the shop's webhook answered to one move. */
export type WebhookDelivery = { status: number } | { error: string };

export type SandboxCourierOptions = { fetch?: FetchLike; now?: () => Date };

export class SandboxCourier implements Courier {
  readonly name = "sandbox" as const;
  private readonly fetch: FetchLike;
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly webhookToken: string,
    private readonly publicApiUrl: string,
    options: SandboxCourierOptions = {},
  ) {
    this.fetch = options.fetch ?? ((url, init) => fetch(url, init));
    this.now = options.now ?? (() => new Date());
  }

  private async book(
    kind: "forward" | "return",
    channelOrderId: string,
    details: SandboxShipmentDetails,
  ): Promise<CourierOrder> {
    const row = {
      shipmentId: numericId(9),
      courierOrderId: numericId(9),
      channelOrderId,
      kind,
      status: SHIPMENT_STATUS.NEW.label,
      statusId: SHIPMENT_STATUS.NEW.id,
      details,
      movedAt: this.now(),
      createdAt: this.now(),
    };
    await this.db.insert(sandboxCourierShipments).values(row);
    return { orderId: row.courierOrderId, shipmentId: row.shipmentId, channelOrderId, status: row.status };
  }

  createOrder(request: ShipmentRequest): Promise<CourierOrder> {
    return this.book("forward", request.orderNumber, {
      paymentMethod: request.paymentMethod,
      subTotal: request.subTotal,
      lines: request.lines,
      from: null,
      to: request.deliverTo,
      parcel: request.parcel,
    });
  }

  createReturn(request: ReturnRequest): Promise<CourierOrder> {
    return this.book("return", request.returnNumber, {
      paymentMethod: "Prepaid",
      subTotal: request.subTotal,
      lines: request.lines,
      from: request.pickupFrom,
      to: request.returnTo,
      parcel: request.parcel,
    });
  }

  async findShipment(shipmentId: string): Promise<SandboxShipment | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxCourierShipments)
      .where(eq(sandboxCourierShipments.shipmentId, shipmentId));
    return row;
  }

  async findByAwb(awb: string): Promise<SandboxShipment | undefined> {
    const [row] = await this.db.select().from(sandboxCourierShipments).where(eq(sandboxCourierShipments.awb, awb));
    return row;
  }

  /** Shiprocket answers an unknown or cancelled shipment id with 400 "Invalid shipment id". */
  private async liveShipment(shipmentId: string) {
    const row = await this.findShipment(shipmentId);
    if (!row || row.statusId === SHIPMENT_STATUS.CANCELED.id) throw new CourierError("Invalid shipment id");
    return row;
  }

  async assignAwb(shipmentId: string): Promise<AwbAssignment> {
    const row = await this.liveShipment(shipmentId);
    if (row.awb) return { awb: row.awb, courierName: SANDBOX_COURIER_NAME };
    // SB and twelve digits: a sandbox AWB is told apart from a real one at a glance.
    const awb = `SB${numericId(12)}`;
    await this.db
      .update(sandboxCourierShipments)
      .set({
        awb,
        status: SHIPMENT_STATUS.AWB_ASSIGNED.label,
        statusId: SHIPMENT_STATUS.AWB_ASSIGNED.id,
        movedAt: this.now(),
      })
      .where(eq(sandboxCourierShipments.shipmentId, shipmentId));
    return { awb, courierName: SANDBOX_COURIER_NAME };
  }

  async schedulePickup(shipmentId: string): Promise<PickupBooking> {
    const row = await this.liveShipment(shipmentId);
    if (!row.awb) throw new CourierError("AWB is not assigned to this shipment");
    const when = new Date(this.now().getTime() + 24 * 3_600_000);
    if (row.statusId === SHIPMENT_STATUS.AWB_ASSIGNED.id) {
      await this.db
        .update(sandboxCourierShipments)
        .set({
          pickupScheduledAt: when,
          status: SHIPMENT_STATUS.PICKUP_SCHEDULED.label,
          statusId: SHIPMENT_STATUS.PICKUP_SCHEDULED.id,
          movedAt: this.now(),
        })
        .where(eq(sandboxCourierShipments.shipmentId, shipmentId));
    }
    return { scheduledFor: shiprocketDate(row.pickupScheduledAt ?? when) };
  }

  async labelUrl(shipmentId: string): Promise<string> {
    const row = await this.liveShipment(shipmentId);
    if (!row.awb) throw new CourierError("AWB is not assigned to this shipment");
    return this.labelPageUrl(shipmentId);
  }

  /** The label page's address, for a shipment known to have its AWB. */
  labelPageUrl(shipmentId: string) {
    return `${this.publicApiUrl}${SANDBOX_COURIER_PATH}/labels/${encodeURIComponent(shipmentId)}`;
  }

  async track(awb: string): Promise<Tracking> {
    const row = await this.findByAwb(awb);
    if (!row) throw new CourierError("No shipment has this AWB");
    return {
      awb,
      currentStatus: row.status,
      shipmentStatusId: row.statusId,
      trackUrl: this.trackingUrl(awb),
      activities: row.scans.map((scan) => ({
        date: scan.date,
        activity: scan.status,
        location: "Sandbox hub",
        status: scan.status,
      })),
    };
  }

  async cancelOrder(orderId: string): Promise<void> {
    await this.db
      .update(sandboxCourierShipments)
      .set({ status: SHIPMENT_STATUS.CANCELED.label, statusId: SHIPMENT_STATUS.CANCELED.id, movedAt: this.now() })
      .where(eq(sandboxCourierShipments.courierOrderId, orderId));
  }

  trackingUrl(awb: string) {
    return `${this.publicApiUrl}${SANDBOX_COURIER_PATH}/track/${encodeURIComponent(awb)}`;
  }

  verifyWebhookToken(token: string) {
    return tokenMatches(this.webhookToken, token);
  }

  /* ---- the control page and the development schedule ---- */

  controlUrl(shipmentId: string) {
    return `${this.publicApiUrl}${SANDBOX_COURIER_PATH}/shipments/${encodeURIComponent(shipmentId)}`;
  }

  /**
   * Moves a shipment one step (a legal one from where it stands, else undefined) and tells the
   * shop, as Shiprocket would, after the move is stored: a shop that is down misses the call
   * and the shipment still moved, as at the real courier.
   */
  async move(
    shipmentId: string,
    to: ShipmentState,
  ): Promise<{ shipment: SandboxShipment; delivery: WebhookDelivery } | undefined> {
    const at = this.now();
    const moved = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxCourierShipments)
        .where(eq(sandboxCourierShipments.shipmentId, shipmentId))
        .for("update");
      if (!row || !sandboxMovesFrom(row).includes(to)) return undefined;
      const status = SHIPMENT_STATUS[to];
      const [updated] = await tx
        .update(sandboxCourierShipments)
        .set({
          status: status.label,
          statusId: status.id,
          movedAt: at,
          scans: [...row.scans, { date: shiprocketDate(at), status: status.label, statusId: status.id }],
        })
        .where(eq(sandboxCourierShipments.shipmentId, shipmentId))
        .returning();
      return updated;
    });
    if (!moved) return undefined;
    return { shipment: moved, delivery: await this.notifyShop(moved) };
  }

  /** The webhook body Shiprocket sends for a tracking update, for this shipment as it stands. */
  webhookBody(row: SandboxShipment) {
    return {
      awb: row.awb ?? "",
      courier_name: SANDBOX_COURIER_NAME,
      current_status: row.status,
      current_status_id: row.statusId,
      shipment_status: row.status,
      shipment_status_id: row.statusId,
      current_timestamp: webhookTimestamp(row.movedAt),
      order_id: row.channelOrderId,
      sr_order_id: Number(row.courierOrderId),
      awb_assigned_date: shiprocketDate(row.createdAt),
      pickup_scheduled_date: row.pickupScheduledAt ? shiprocketDate(row.pickupScheduledAt) : null,
      etd: shiprocketDate(new Date(row.createdAt.getTime() + 5 * 24 * 3_600_000)),
      scans: row.scans.map((scan) => ({
        date: scan.date,
        status: scan.status,
        activity: scan.status,
        location: "Sandbox hub",
        "sr-status": String(scan.statusId),
        "sr-status-label": scan.status,
      })),
      is_return: row.kind === "return" ? 1 : 0,
      channel_id: 0,
      pod_status: row.statusId === SHIPMENT_STATUS.DELIVERED.id ? "OTP Based Delivery" : "",
      pod: "Not Available",
    };
  }

  async notifyShop(row: SandboxShipment): Promise<WebhookDelivery> {
    try {
      const res = await this.fetch(`${this.publicApiUrl}${COURIER_WEBHOOK_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json", [WEBHOOK_TOKEN_HEADER]: this.webhookToken },
        body: JSON.stringify(this.webhookBody(row)),
        signal: AbortSignal.timeout(10_000),
      });
      await res.body?.cancel();
      return { status: res.status };
    } catch (err) {
      return { error: (err as Error).message };
    }
  }

  /** The development schedule: forward shipments idle for `idleMs` take their next step along the road. */
  async advanceIdleShipments(idleMs: number, limit = 20) {
    const onTheRoad = AUTOPILOT_ROAD.slice(0, -1).map((state) => SHIPMENT_STATUS[state].id);
    const due = await this.db
      .select()
      .from(sandboxCourierShipments)
      .where(
        and(
          eq(sandboxCourierShipments.kind, "forward"),
          inArray(sandboxCourierShipments.statusId, onTheRoad),
          lt(sandboxCourierShipments.movedAt, new Date(this.now().getTime() - idleMs)),
        ),
      )
      .orderBy(asc(sandboxCourierShipments.movedAt))
      .limit(limit);
    let moved = 0;
    for (const row of due) {
      const state = stateOf(row);
      const next = state ? AUTOPILOT_ROAD[AUTOPILOT_ROAD.indexOf(state) + 1] : undefined;
      if (next && (await this.move(row.shipmentId, next))) moved += 1;
    }
    return moved;
  }
}
