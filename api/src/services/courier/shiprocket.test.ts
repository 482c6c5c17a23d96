import { describe, expect, it } from "vitest";
import type { Db } from "@api/db/client";
import { readApiEnv } from "@api/env";
import type { FetchLike } from "@api/lib/fetch-like";
import { CourierError, type ShipmentRequest } from "./courier";
import { createCourier } from "./create-courier";
import { SandboxCourier } from "./sandbox";
import { ShiprocketCourier } from "./shiprocket";

const API = "https://apiv2.shiprocket.in/v1/external";
type Call = { url: string; method: string; auth: string | undefined; body: any };

/** Shiprocket as a table of answers by path; every call is recorded. */
function fakeShiprocket(answers: Record<string, (call: Call) => Response>) {
  const calls: Call[] = [];
  let logins = 0;
  const fetch: FetchLike = async (url, init) => {
    const headers = init.headers as Record<string, string>;
    const call = {
      url,
      method: String(init.method),
      auth: headers.authorization,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const path = url.replace(API, "");
    if (path === "/auth/login") {
      logins += 1;
      return json(200, {
        id: 1,
        first_name: "API",
        last_name: "User",
        email: call.body.email,
        company_id: 25149,
        created_at: "2026-01-01",
        token: `token-${logins}`,
      });
    }
    const answer = answers[path];
    if (!answer) return json(404, { message: "404 Not Found", status_code: 404 });
    return answer(call);
  };
  return { fetch, calls, logins: () => logins };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function shiprocket(fetch: FetchLike, now = () => new Date("2026-11-26T10:00:00Z")) {
  return new ShiprocketCourier({
    email: "api@woodnest.example",
    password: "pw",
    pickupLocation: "Bengaluru Warehouse",
    webhookToken: "hook-token-123",
    fetch,
    now,
  });
}

const request: ShipmentRequest = {
  orderNumber: "FS100042",
  orderDate: new Date("2026-11-25T06:30:00Z"),
  paymentMethod: "COD",
  subTotal: 12_499,
  lines: [{ name: "Sheesham Coffee Table", sku: "WN-CT-01", units: 1, sellingPrice: 12_499, hsn: "9403" }],
  deliverTo: {
    name: "Asha Kumari Verma",
    mobile: "9876543210",
    email: "asha@example.in",
    address: "12 MG Road",
    landmark: "Near the park",
    locality: "Indiranagar",
    addressType: "HOME",
    country: "India",
    state: "Karnataka",
    city: "Bengaluru",
    pincode: "560038",
  },
  parcel: { length: 120, breadth: 60, height: 45, weight: 18.5 },
};

const created = () =>
  json(200, {
    order_id: 281248157,
    shipment_id: 16090281,
    status: "NEW",
    status_code: 1,
    onboarding_completed_now: 0,
    awb_code: null,
  });

describe("ShiprocketCourier: login", () => {
  it("logs in once and reuses the token until a day before its 10 days run out", async () => {
    let now = new Date("2026-11-26T10:00:00Z");
    const fake = fakeShiprocket({
      "/courier/track/awb/123": () => json(200, { tracking_data: { track_status: 0, error: "none yet" } }),
    });
    const courier = shiprocket(fake.fetch, () => now);
    await courier.track("123");
    await courier.track("123");
    expect(fake.logins()).toBe(1);
    expect(fake.calls[0]).toMatchObject({
      url: `${API}/auth/login`,
      method: "POST",
      body: { email: "api@woodnest.example", password: "pw" },
    });
    expect(fake.calls.filter((c) => c.url.includes("/track/")).map((c) => c.auth)).toEqual([
      "Bearer token-1",
      "Bearer token-1",
    ]);

    now = new Date(now.getTime() + 8.9 * 24 * 3_600_000);
    await courier.track("123");
    expect(fake.logins()).toBe(1);
    now = new Date(now.getTime() + 0.2 * 24 * 3_600_000);
    await courier.track("123");
    expect(fake.logins()).toBe(2);
    expect(fake.calls.at(-1)?.auth).toBe("Bearer token-2");
  });

  it("logs in again once when Shiprocket answers 401 to a cached token", async () => {
    let first = true;
    const fake = fakeShiprocket({
      "/courier/track/awb/9": () => {
        if (first) {
          first = false;
          return json(401, { message: "Token has expired", status_code: 401 });
        }
        return json(200, {
          tracking_data: {
            track_status: 1,
            shipment_status: 18,
            shipment_track: [{ current_status: "IN TRANSIT" }],
            track_url: "https://shiprocket.co/tracking/9",
          },
        });
      },
    });
    const tracking = await shiprocket(fake.fetch).track("9");
    expect(tracking.currentStatus).toBe("IN TRANSIT");
    expect(fake.logins()).toBe(2);
  });

  it("refuses wrong credentials with Shiprocket's message", async () => {
    const fetch: FetchLike = async () =>
      json(400, { message: "Invalid email and password combination", status_code: 400 });
    await expect(shiprocket(fetch).track("1")).rejects.toThrow(
      new CourierError("Shiprocket refused POST /auth/login (400): Invalid email and password combination"),
    );
  });
});

describe("ShiprocketCourier: booking a shipment", () => {
  it("creates an adhoc order with the lines' HSN, the payment method, the COD amount and the parcel", async () => {
    const fake = fakeShiprocket({ "/orders/create/adhoc": created });
    const order = await shiprocket(fake.fetch).createOrder(request);
    expect(order).toEqual({ orderId: "281248157", shipmentId: "16090281", channelOrderId: "FS100042", status: "NEW" });
    const call = fake.calls.find((c) => c.url.endsWith("/orders/create/adhoc"));
    expect(call?.auth).toBe("Bearer token-1");
    expect(call?.body).toMatchObject({
      order_id: "FS100042",
      order_date: "2026-11-25 12:00",
      pickup_location: "Bengaluru Warehouse",
      billing_customer_name: "Asha",
      billing_last_name: "Kumari Verma",
      billing_address: "12 MG Road",
      billing_address_2: "Near the park, Indiranagar",
      billing_city: "Bengaluru",
      billing_pincode: "560038",
      billing_state: "Karnataka",
      billing_country: "India",
      billing_email: "asha@example.in",
      billing_phone: "9876543210",
      shipping_is_billing: true,
      order_items: [
        {
          name: "Sheesham Coffee Table",
          sku: "WN-CT-01",
          units: 1,
          selling_price: 12_499,
          discount: 0,
          tax: "",
          hsn: "9403",
        },
      ],
      payment_method: "COD",
      sub_total: 12_499,
      length: 120,
      breadth: 60,
      height: 45,
      weight: 18.5,
    });
  });

  it("assigns the AWB, schedules the pickup and fetches the label by shipment id", async () => {
    const fake = fakeShiprocket({
      "/courier/assign/awb": () =>
        json(200, {
          awb_assign_status: 1,
          response: {
            data: {
              awb_code: "321055706540",
              courier_name: "Delhivery Surface",
              shipment_id: 16090281,
              order_id: 281248157,
            },
          },
        }),
      "/courier/generate/pickup": () =>
        json(200, {
          pickup_status: 1,
          response: {
            pickup_scheduled_date: "2026-11-27 12:39:54",
            pickup_token_number: "Reference No: 194",
            status: 3,
            data: "Pickup is confirmed",
          },
        }),
      "/courier/generate/label": () =>
        json(200, {
          label_created: 1,
          label_url: "https://kr-shipmultichannel.s3.ap-southeast-1.amazonaws.com/25149/labels/label.pdf",
          response: "Label has been created and uploaded successfully!",
          not_created: [],
        }),
    });
    const courier = shiprocket(fake.fetch);
    expect(await courier.assignAwb("16090281")).toEqual({ awb: "321055706540", courierName: "Delhivery Surface" });
    expect(await courier.schedulePickup("16090281")).toEqual({ scheduledFor: "2026-11-27 12:39:54" });
    expect(await courier.labelUrl("16090281")).toBe(
      "https://kr-shipmultichannel.s3.ap-southeast-1.amazonaws.com/25149/labels/label.pdf",
    );
    const bodies = Object.fromEntries(
      fake.calls.filter((c) => !c.url.endsWith("/auth/login")).map((c) => [c.url.replace(API, ""), c.body]),
    );
    expect(bodies).toEqual({
      "/courier/assign/awb": { shipment_id: 16090281 },
      "/courier/generate/pickup": { shipment_id: [16090281] },
      "/courier/generate/label": { shipment_id: [16090281] },
    });
    expect(courier.trackingUrl("321055706540")).toBe("https://shiprocket.co/tracking/321055706540");

    // A reverse pickup's shipment is assigned as a return.
    await courier.assignAwb("16090282", { isReturn: true });
    expect(fake.calls.at(-1)?.body).toEqual({ shipment_id: 16090282, is_return: 1 });
  });

  it("tracks by AWB: status, Shiprocket's status id, its tracking page and the scans", async () => {
    const fake = fakeShiprocket({
      "/courier/track/awb/141123221084922": () =>
        json(200, {
          tracking_data: {
            track_status: 1,
            shipment_status: 7,
            shipment_track: [{ awb_code: "141123221084922", current_status: "Delivered" }],
            shipment_track_activities: [
              {
                date: "2022-07-19 11:37:00",
                status: "DLVD",
                activity: "Delivered",
                location: "MADANPALLI",
                "sr-status": "7",
                "sr-status-label": "DELIVERED",
              },
            ],
            track_url: "https://shiprocket.co//tracking/141123221084922",
          },
        }),
    });
    expect(await shiprocket(fake.fetch).track("141123221084922")).toEqual({
      awb: "141123221084922",
      currentStatus: "Delivered",
      shipmentStatusId: 7,
      trackUrl: "https://shiprocket.co//tracking/141123221084922",
      activities: [{ date: "2022-07-19 11:37:00", activity: "Delivered", location: "MADANPALLI", status: "DELIVERED" }],
    });
  });

  it("books a reverse pickup from the shopper back to the shop, always prepaid", async () => {
    const fake = fakeShiprocket({
      "/orders/create/return": () =>
        json(200, { order_id: 170872392, shipment_id: 170411259, status: "RETURN PENDING", status_code: 21 }),
    });
    const shop = { ...request.deliverTo, name: "Woodnest Returns", address: "Plot 4, Peenya", pincode: "560058" };
    const order = await shiprocket(fake.fetch).createReturn({
      returnNumber: "FS100042-R1",
      orderDate: request.orderDate,
      subTotal: 12_499,
      lines: request.lines,
      pickupFrom: request.deliverTo,
      returnTo: shop,
      parcel: request.parcel,
    });
    expect(order).toEqual({
      orderId: "170872392",
      shipmentId: "170411259",
      channelOrderId: "FS100042-R1",
      status: "RETURN PENDING",
    });
    expect(fake.calls.at(-1)?.body).toMatchObject({
      order_id: "FS100042-R1",
      pickup_customer_name: "Asha",
      pickup_pincode: "560038",
      shipping_customer_name: "Woodnest",
      shipping_last_name: "Returns",
      shipping_pincode: "560058",
      payment_method: "Prepaid",
      order_items: [expect.objectContaining({ hsn: "9403" })],
    });
  });

  it("turns refusals and silence into a CourierError with Shiprocket's reason", async () => {
    const refusing = fakeShiprocket({
      "/orders/create/adhoc": () =>
        json(422, {
          message: "Oops! Invalid Data.",
          errors: { billing_pincode: ["The billing pincode is not serviceable."] },
          status_code: 422,
        }),
      "/courier/assign/awb": () =>
        json(200, {
          awb_assign_status: 0,
          response: { data: { awb_assign_error: "Selected courier is not serviceable" } },
        }),
      "/courier/generate/pickup": () => json(400, { message: "Invalid shipment id", status_code: 400 }),
      "/courier/generate/label": () =>
        json(200, { label_created: 0, not_created: [], response: "No valid shipment ids to print label" }),
    });
    const courier = shiprocket(refusing.fetch);
    await expect(courier.createOrder(request)).rejects.toThrow(
      "Shiprocket refused POST /orders/create/adhoc (422): Oops! Invalid Data.: The billing pincode is not serviceable.",
    );
    await expect(courier.assignAwb("1")).rejects.toThrow(
      "Shiprocket assigned no AWB: Selected courier is not serviceable",
    );
    await expect(courier.schedulePickup("1")).rejects.toThrow(
      "Shiprocket refused POST /courier/generate/pickup (400): Invalid shipment id",
    );
    await expect(courier.labelUrl("1")).rejects.toThrow(
      "Shiprocket made no label: No valid shipment ids to print label",
    );

    const down: FetchLike = async () => {
      throw new Error("connect ETIMEDOUT");
    };
    await expect(shiprocket(down).createOrder(request)).rejects.toThrow(CourierError);
    const html: FetchLike = async () => new Response("<html>502 Bad Gateway</html>", { status: 502 });
    await expect(shiprocket(html).track("1")).rejects.toThrow(
      "Shiprocket answered POST /auth/login with 502 and no JSON",
    );
  });
});

describe("ShiprocketCourier: the webhook's token", () => {
  it("accepts only the configured token, and nothing when none is configured", () => {
    const fetch: FetchLike = async () => json(200, {});
    expect(shiprocket(fetch).verifyWebhookToken("hook-token-123")).toBe(true);
    expect(shiprocket(fetch).verifyWebhookToken("hook-token-124")).toBe(false);
    expect(shiprocket(fetch).verifyWebhookToken("")).toBe(false);
    const unset = new ShiprocketCourier({ email: "a", password: "b", pickupLocation: "P", fetch });
    expect(unset.verifyWebhookToken("")).toBe(false);
  });
});

describe("createCourier", () => {
  const db = {} as Db;
  it("chooses Shiprocket when its email and password are set, the sandbox otherwise", () => {
    const live = createCourier(
      readApiEnv({ NODE_ENV: "test", SHIPROCKET_EMAIL: "api@woodnest.example", SHIPROCKET_PASSWORD: "pw" }),
      db,
      "http://api.test",
    );
    expect(live).toBeInstanceOf(ShiprocketCourier);
    expect(
      createCourier(
        readApiEnv({ NODE_ENV: "test", SHIPROCKET_EMAIL: "", SHIPROCKET_PASSWORD: "" }),
        db,
        "http://api.test",
      ),
    ).toBeInstanceOf(SandboxCourier);
  });

  it("refuses half a Shiprocket configuration at start", () => {
    expect(() => readApiEnv({ NODE_ENV: "test", SHIPROCKET_EMAIL: "api@woodnest.example" })).toThrow(
      "Set both SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD, or neither",
    );
  });
});
