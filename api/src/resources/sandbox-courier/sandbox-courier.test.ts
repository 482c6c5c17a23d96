import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sandboxCourierShipments } from "@api/db/schema";
import { autopilotOn, scheduleSandboxCourierAutopilot } from "@api/jobs/courier-jobs";
import type { JobQueue } from "@api/jobs/queue";
import type { SandboxCourier } from "@api/services/courier/sandbox";
import { type TestApi, createTestApi } from "@api/test/harness";
import { signedInStaff } from "../admin/test-helpers";
import { PARCEL, routeWebhookCallsToApp, shippedOrder } from "../courier/courier-fixtures";
import { type Target, orderRow, openStockedShop } from "../customer-orders/order-fixtures";
import { STYLE_HASH } from "./pages";

let api: TestApi;
let product: Target;
let ops: string;

beforeAll(async () => {
  ({ api, product } = await openStockedShop());
  ops = (await signedInStaff(api, "operations")).token;
});
afterAll(() => api.close());
afterEach(() => vi.unstubAllGlobals());

const page = (path: string) => api.get(path.replace(/^(http:\/\/api\.test)?\/v1/, ""));
const press = (shipmentId: string, to: string) =>
  api.request("POST", `/sandbox-courier/shipments/${shipmentId}/move`, {
    rawBody: new URLSearchParams({ to }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
const buttons = (html: string) =>
  [...html.matchAll(/<input type="hidden" name="to" value="([A-Z_]+)">/g)].map(([, to]) => to);

describe("the sandbox courier's control page", () => {
  it("offers the legal moves, each a plain form, with no script and its own stylesheet only", async () => {
    const order = await shippedOrder(api, product, ops);
    const res = await page(`/sandbox-courier/shipments/${order.shipmentId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain(`style-src '${STYLE_HASH}'`);
    const html = res.json as string;
    expect(html).toContain(order.awb);
    expect(html).toContain("PICKUP SCHEDULED");
    expect(html).not.toMatch(/<script/i);
    expect(buttons(html)).toEqual(["PICKED_UP"]);
  });

  it("moves a shipment along its road, calling the shop's webhook as Shiprocket would, until the order is delivered", async () => {
    const calls = routeWebhookCallsToApp(api);
    const order = await shippedOrder(api, product, ops);
    for (const to of ["PICKED_UP", "IN_TRANSIT", "OUT_FOR_DELIVERY", "DELIVERED"]) {
      const res = await press(order.shipmentId, to);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(`/v1/sandbox-courier/shipments/${order.shipmentId}?webhook=200`);
    }
    expect(calls.map((c) => [c.url, c.body.current_status, c.body.shipment_status_id, c.status])).toEqual([
      ["http://api.test/v1/courier/webhook", "PICKED UP", 42, 200],
      ["http://api.test/v1/courier/webhook", "IN TRANSIT", 18, 200],
      ["http://api.test/v1/courier/webhook", "OUT FOR DELIVERY", 17, 200],
      ["http://api.test/v1/courier/webhook", "DELIVERED", 7, 200],
    ]);
    expect(calls[0].headers["x-api-key"]).toBe(api.deps.env.SANDBOX_COURIER_WEBHOOK_TOKEN);
    expect(calls[3].body).toMatchObject({
      awb: order.awb,
      order_id: order.orderId,
      courier_name: "Sandbox Surface",
      is_return: 0,
    });
    expect(calls[3].body.scans.map((s: { "sr-status-label": string }) => s["sr-status-label"])).toEqual([
      "PICKED UP",
      "IN TRANSIT",
      "OUT FOR DELIVERY",
      "DELIVERED",
    ]);
    expect((await orderRow(api, order._id)).orderStatus).toBe("DELIVERED");

    const after = await page(`/sandbox-courier/shipments/${order.shipmentId}?webhook=200`);
    expect(after.json).toContain("The shop's webhook answered 200.");
    expect(buttons(after.json)).toEqual([]);
    // A second press of a button already used (another tab, the back button) moves nothing.
    expect((await press(order.shipmentId, "DELIVERED")).headers.get("location")).toBe(
      `/v1/sandbox-courier/shipments/${order.shipmentId}`,
    );
    expect(calls).toHaveLength(4);
  });

  it("can send a parcel back to origin, which leaves the order shipped", async () => {
    const calls = routeWebhookCallsToApp(api);
    const order = await shippedOrder(api, product, ops);
    for (const to of ["PICKED_UP", "IN_TRANSIT", "RTO_INITIATED", "RTO_DELIVERED"])
      expect((await press(order.shipmentId, to)).status).toBe(303);
    expect(calls.map((c) => c.body.shipment_status_id)).toEqual([42, 18, 9, 10]);
    expect((await orderRow(api, order._id)).orderStatus).toBe("SHIPPED");
  });

  it("still moves the shipment when the shop cannot be reached, and says so", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new Error("connect ECONNREFUSED");
    });
    const order = await shippedOrder(api, product, ops);
    const res = await press(order.shipmentId, "PICKED_UP");
    expect(res.headers.get("location")).toBe(`/v1/sandbox-courier/shipments/${order.shipmentId}?webhook=unreachable`);
    expect((await page(res.headers.get("location") ?? "")).json).toContain("could not be reached");
    const [row] = await api.db
      .select()
      .from(sandboxCourierShipments)
      .where(eq(sandboxCourierShipments.shipmentId, order.shipmentId));
    expect(row.status).toBe("PICKED UP");
  });

  it("refuses an illegal or unknown move, and an unknown shipment", async () => {
    const order = await shippedOrder(api, product, ops);
    expect((await press(order.shipmentId, "DELIVERED")).headers.get("location")).toBe(
      `/v1/sandbox-courier/shipments/${order.shipmentId}`,
    );
    expect((await press(order.shipmentId, "TELEPORTED")).status).toBe(400);
    expect((await page("/sandbox-courier/shipments/1")).status).toBe(404);
    const [row] = await api.db
      .select()
      .from(sandboxCourierShipments)
      .where(eq(sandboxCourierShipments.shipmentId, order.shipmentId));
    expect(row.status).toBe("PICKUP SCHEDULED");
  });
});

describe("the sandbox's label and tracking pages", () => {
  it("serve the printable label at the courier's label URL and the shopper's tracking page", async () => {
    const order = await shippedOrder(api, product, ops);
    const sandbox = api.deps.courier as SandboxCourier;
    const label = await page(await sandbox.labelUrl(order.shipmentId));
    expect(label.status).toBe(200);
    for (const fact of [order.awb, order.orderId, `${PARCEL.weight} kg`, "COD: collect Rs"])
      expect(label.json).toContain(fact);
    const tracking = await page(sandbox.trackingUrl(order.awb));
    expect(tracking.status).toBe(200);
    expect(tracking.json).toContain("PICKUP SCHEDULED");
    expect(buttons(tracking.json)).toEqual([]);
    expect((await page("/sandbox-courier/track/SB000000000000")).status).toBe(404);
  });
});

describe("the development autopilot", () => {
  it("runs only in development, only when switched on", () => {
    const deps = (env: Partial<typeof api.deps.env>) => ({
      courier: api.deps.courier,
      env: { ...api.deps.env, ...env },
    });
    expect(autopilotOn(deps({ NODE_ENV: "development", SANDBOX_COURIER_AUTOPILOT: true }))).toBe(true);
    expect(autopilotOn(deps({ NODE_ENV: "development", SANDBOX_COURIER_AUTOPILOT: false }))).toBe(false);
    expect(autopilotOn(deps({ NODE_ENV: "production", SANDBOX_COURIER_AUTOPILOT: true }))).toBe(false);
  });

  it("is not scheduled when off", async () => {
    const queue = { work: vi.fn(), schedule: vi.fn() } as unknown as JobQueue;
    expect(await scheduleSandboxCourierAutopilot(queue, api.deps)).toBe(false);
    expect(queue.schedule).not.toHaveBeenCalled();
  });

  it("moves idle shipments one step per run until delivered, calling the webhook each time", async () => {
    const calls = routeWebhookCallsToApp(api);
    const order = await shippedOrder(api, product, ops);
    const sandbox = api.deps.courier as SandboxCourier;
    const idle = 2 * 60_000;
    // Other tests' shipments are on the road too: this one is followed by its own webhook calls.
    const mine = () => calls.filter((c) => c.body.awb === order.awb).map((c) => c.body.current_status);
    await sandbox.advanceIdleShipments(idle, 1000);
    expect(mine()).toEqual([]);
    for (let step = 0; step < 5; step += 1) {
      api.clock.advance(idle + 1);
      await sandbox.advanceIdleShipments(idle, 1000);
    }
    expect(mine()).toEqual(["PICKED UP", "IN TRANSIT", "OUT FOR DELIVERY", "DELIVERED"]);
    expect((await orderRow(api, order._id)).orderStatus).toBe("DELIVERED");
  });
});

describe("with Shiprocket configured", () => {
  it("has no sandbox courier pages", async () => {
    const live = await createTestApi({
      seed: false,
      env: { SHIPROCKET_EMAIL: "api@woodnest.example", SHIPROCKET_PASSWORD: "pw" },
    });
    try {
      expect((await live.get("/sandbox-courier/shipments/1")).status).toBe(404);
      expect((await live.get("/sandbox-courier/labels/1")).status).toBe(404);
    } finally {
      await live.close();
    }
  });
});
