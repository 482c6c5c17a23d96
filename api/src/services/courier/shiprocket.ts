/**
 * Shiprocket's external API (apiv2.shiprocket.in/v1/external) over HTTPS. A bearer token from
 * POST /auth/login (the API user's email and password) lasts 10 days; it is kept in memory and
 * renewed a day early, or at once when Shiprocket answers 401. Shiprocket has no test mode:
 * every call with real credentials books real shipments.
 */
import type { FetchLike } from "@api/lib/fetch-like";
import {
  type AwbAssignment,
  type Courier,
  type CourierLine,
  type CourierOrder,
  CourierError,
  type PickupBooking,
  type ReturnRequest,
  type ShipmentRequest,
  type Tracking,
  indiaDateTime,
  splitName,
  tokenMatches,
} from "./courier";

const SHIPROCKET_API = "https://apiv2.shiprocket.in/v1/external";
const SHIPROCKET_TRACKING = "https://shiprocket.co/tracking";
const TOKEN_LIFETIME_MS = 10 * 24 * 3_600_000;
/** A token is renewed this long before it would expire, so no call races its expiry. */
const TOKEN_RENEW_EARLY_MS = 24 * 3_600_000;

export type ShiprocketOptions = {
  email: string;
  password: string;
  /** The pickup location's nickname exactly as it is set up in the Shiprocket panel. */
  pickupLocation: string;
  webhookToken?: string;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: FetchLike;
  now?: () => Date;
  apiBase?: string;
  timeoutMs?: number;
};

type ShiprocketLine = {
  name: string;
  sku: string;
  units: number;
  selling_price: number;
  discount: number;
  tax: string;
  hsn: string;
};

const orderItems = (lines: CourierLine[]): ShiprocketLine[] =>
  lines.map((l) => ({
    name: l.name,
    sku: l.sku,
    units: l.units,
    selling_price: l.sellingPrice,
    discount: 0,
    tax: "",
    hsn: l.hsn,
  }));

const idOf = (value: unknown) =>
  typeof value === "number" || (typeof value === "string" && value !== "") ? String(value) : undefined;

export class ShiprocketCourier implements Courier {
  readonly name = "shiprocket" as const;
  private readonly fetch: FetchLike;
  private readonly now: () => Date;
  private readonly apiBase: string;
  private token: { value: string; renewAt: number } | undefined;

  constructor(private readonly options: ShiprocketOptions) {
    this.fetch = options.fetch ?? ((url, init) => fetch(url, init));
    this.now = options.now ?? (() => new Date());
    this.apiBase = options.apiBase ?? SHIPROCKET_API;
  }

  private async send(method: "GET" | "POST", path: string, body: unknown, token?: string) {
    try {
      return await this.fetch(`${this.apiBase}${path}`, {
        method,
        headers: {
          accept: "application/json",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // Shipping makes up to five calls (login, order, AWB, pickup, a cancel): 10 s each stays within the back office's minute.
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new CourierError(`Shiprocket did not answer ${method} ${path}: ${(err as Error).message}`);
    }
  }

  /** The answer's JSON, or a CourierError with Shiprocket's own reason (message, or the first field error). */
  private async read<T>(res: Response, method: string, path: string): Promise<T> {
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new CourierError(`Shiprocket answered ${method} ${path} with ${res.status} and no JSON`);
    }
    if (!res.ok) {
      const { message, errors } = (json ?? {}) as { message?: unknown; errors?: Record<string, unknown> };
      const firstField = errors ? Object.values(errors).flat()[0] : undefined;
      const reason = [message, firstField].filter((part) => typeof part === "string" && part).join(": ");
      throw new CourierError(`Shiprocket refused ${method} ${path} (${res.status})${reason ? `: ${reason}` : ""}`);
    }
    return json as T;
  }

  private async login(): Promise<string> {
    const path = "/auth/login";
    const res = await this.send("POST", path, { email: this.options.email, password: this.options.password });
    const json = await this.read<{ token?: unknown }>(res, "POST", path);
    if (typeof json.token !== "string" || !json.token)
      throw new CourierError("Shiprocket's login answered without a token");
    this.token = { value: json.token, renewAt: this.now().getTime() + TOKEN_LIFETIME_MS - TOKEN_RENEW_EARLY_MS };
    return json.token;
  }

  private async bearer() {
    if (this.token && this.now().getTime() < this.token.renewAt) return this.token.value;
    return this.login();
  }

  private async call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    let res = await this.send(method, path, body, await this.bearer());
    // A token revoked early (password changed, logged out elsewhere): one fresh login, one retry.
    if (res.status === 401) res = await this.send(method, path, body, await this.login());
    return this.read<T>(res, method, path);
  }

  async createOrder(request: ShipmentRequest): Promise<CourierOrder> {
    const to = request.deliverTo;
    const name = splitName(to.name);
    const created = await this.call<{ order_id?: unknown; shipment_id?: unknown; status?: unknown }>(
      "POST",
      "/orders/create/adhoc",
      {
        order_id: request.orderNumber,
        order_date: indiaDateTime(request.orderDate),
        pickup_location: this.options.pickupLocation,
        billing_customer_name: name.first,
        billing_last_name: name.last,
        billing_address: to.address,
        billing_address_2: [to.landmark, to.locality].filter(Boolean).join(", "),
        billing_city: to.city,
        billing_pincode: to.pincode,
        billing_state: to.state,
        billing_country: to.country || "India",
        billing_email: to.email,
        billing_phone: to.mobile,
        shipping_is_billing: true,
        order_items: orderItems(request.lines),
        payment_method: request.paymentMethod,
        sub_total: request.subTotal,
        length: request.parcel.length,
        breadth: request.parcel.breadth,
        height: request.parcel.height,
        weight: request.parcel.weight,
      },
    );
    return this.courierOrder(created, request.orderNumber, "create");
  }

  private courierOrder(
    answer: { order_id?: unknown; shipment_id?: unknown; status?: unknown },
    channelOrderId: string,
    what: string,
  ): CourierOrder {
    const orderId = idOf(answer.order_id);
    const shipmentId = idOf(answer.shipment_id);
    if (!orderId || !shipmentId)
      throw new CourierError(`Shiprocket's ${what} answered without an order or shipment id`);
    return { orderId, shipmentId, channelOrderId, status: typeof answer.status === "string" ? answer.status : "" };
  }

  async assignAwb(shipmentId: string, options: { isReturn?: boolean } = {}): Promise<AwbAssignment> {
    const answer = await this.call<{
      awb_assign_status?: unknown;
      message?: unknown;
      response?: { data?: { awb_code?: unknown; courier_name?: unknown; awb_assign_error?: unknown } };
    }>(
      "POST",
      "/courier/assign/awb",
      options.isReturn ? { shipment_id: Number(shipmentId), is_return: 1 } : { shipment_id: Number(shipmentId) },
    );
    const data = answer.response?.data;
    // A refusal can come back as 200 with awb_assign_status 0 and the reason in the data.
    if (answer.awb_assign_status !== 1 || typeof data?.awb_code !== "string" || !data.awb_code) {
      const reason = [data?.awb_assign_error, answer.message].find((r) => typeof r === "string" && r);
      throw new CourierError(`Shiprocket assigned no AWB${reason ? `: ${reason}` : ""}`);
    }
    return {
      awb: data.awb_code,
      courierName: typeof data.courier_name === "string" && data.courier_name ? data.courier_name : "Shiprocket",
    };
  }

  async schedulePickup(shipmentId: string): Promise<PickupBooking> {
    const answer = await this.call<{ pickup_status?: unknown; response?: { pickup_scheduled_date?: unknown } }>(
      "POST",
      "/courier/generate/pickup",
      {
        shipment_id: [Number(shipmentId)],
      },
    );
    if (answer.pickup_status !== 1) throw new CourierError("Shiprocket did not schedule the pickup");
    const when = answer.response?.pickup_scheduled_date;
    return { scheduledFor: typeof when === "string" ? when : null };
  }

  async labelUrl(shipmentId: string): Promise<string> {
    const answer = await this.call<{ label_created?: unknown; label_url?: unknown; response?: unknown }>(
      "POST",
      "/courier/generate/label",
      {
        shipment_id: [Number(shipmentId)],
      },
    );
    if (answer.label_created !== 1 || typeof answer.label_url !== "string" || !answer.label_url) {
      throw new CourierError(
        `Shiprocket made no label${typeof answer.response === "string" ? `: ${answer.response}` : ""}`,
      );
    }
    return answer.label_url;
  }

  async track(awb: string): Promise<Tracking> {
    type Activity = { date?: string; activity?: string; location?: string; "sr-status-label"?: string };
    const answer = await this.call<{
      tracking_data?: {
        track_status?: number;
        shipment_status?: number;
        shipment_track?: { current_status?: string }[];
        shipment_track_activities?: Activity[] | null;
        track_url?: string;
        error?: string;
      };
    }>("GET", `/courier/track/awb/${encodeURIComponent(awb)}`);
    const data = answer.tracking_data;
    if (!data) throw new CourierError("Shiprocket's tracking answered without tracking data");
    return {
      awb,
      currentStatus: data.shipment_track?.[0]?.current_status ?? (data.track_status === 0 ? "No scans yet" : ""),
      shipmentStatusId: typeof data.shipment_status === "number" ? data.shipment_status : null,
      trackUrl: data.track_url ?? this.trackingUrl(awb),
      activities: (data.shipment_track_activities ?? []).map((a) => ({
        date: a.date ?? "",
        activity: a.activity ?? "",
        location: a.location ?? "",
        status: a["sr-status-label"] ?? "",
      })),
    };
  }

  async createReturn(request: ReturnRequest): Promise<CourierOrder> {
    const from = request.pickupFrom;
    const to = request.returnTo;
    const pickupName = splitName(from.name);
    const returnName = splitName(to.name);
    const created = await this.call<{ order_id?: unknown; shipment_id?: unknown; status?: unknown }>(
      "POST",
      "/orders/create/return",
      {
        order_id: request.returnNumber,
        order_date: indiaDateTime(request.orderDate),
        pickup_customer_name: pickupName.first,
        pickup_last_name: pickupName.last,
        pickup_address: from.address,
        pickup_address_2: [from.landmark, from.locality].filter(Boolean).join(", "),
        pickup_city: from.city,
        pickup_state: from.state,
        pickup_country: from.country || "India",
        pickup_pincode: from.pincode,
        pickup_email: from.email,
        pickup_phone: from.mobile,
        shipping_customer_name: returnName.first,
        shipping_last_name: returnName.last,
        shipping_address: to.address,
        shipping_address_2: [to.landmark, to.locality].filter(Boolean).join(", "),
        shipping_city: to.city,
        shipping_state: to.state,
        shipping_country: to.country || "India",
        shipping_pincode: to.pincode,
        shipping_email: to.email,
        shipping_phone: to.mobile,
        order_items: orderItems(request.lines),
        // Shiprocket's rule for returns: always prepaid (nobody collects cash for a pickup).
        payment_method: "Prepaid",
        sub_total: request.subTotal,
        length: request.parcel.length,
        breadth: request.parcel.breadth,
        height: request.parcel.height,
        weight: request.parcel.weight,
      },
    );
    return this.courierOrder(created, request.returnNumber, "return");
  }

  async cancelOrder(orderId: string): Promise<void> {
    await this.call("POST", "/orders/cancel", { ids: [Number(orderId)] });
  }

  trackingUrl(awb: string) {
    return `${SHIPROCKET_TRACKING}/${encodeURIComponent(awb)}`;
  }

  verifyWebhookToken(token: string) {
    return tokenMatches(this.options.webhookToken, token);
  }
}
