import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, orders } from "@api/db/schema";
import type { TestApi } from "@api/test/harness";
import { codLimitMessage } from "@api/validation/order-settings";
import {
  type Target,
  line,
  orderPayload,
  unitPricePaise,
  openStockedShop,
} from "@api/resources/customer-orders/order-fixtures";
import { DEMO_ORDER_SETTINGS } from "@api/db/seed/content";
import { signedInStaff } from "@api/resources/admin/test-helpers";
import { returnsAddress } from "./order-settings";

const {
  returnsName,
  returnsPhone,
  returnsAddress: returnsStreet,
  returnsCity,
  returnsState,
  returnsPincode,
} = DEMO_ORDER_SETTINGS;
const JODHPUR = { returnsName, returnsPhone, returnsAddress: returnsStreet, returnsCity, returnsState, returnsPincode };

let api: TestApi;
let plain: Target;
let owner: { token: string };
let ops: { token: string };

beforeAll(async () => {
  ({ api, product: plain } = await openStockedShop({ env: { RATE_LIMIT_MULTIPLIER: "100" } }));
  owner = await signedInStaff(api, "owner");
  ops = await signedInStaff(api, "operations");
});
afterAll(() => api.close());

const save = (body: Record<string, unknown>) => api.put("/admin/settings/orders", body, owner.token);

describe("/admin/settings/orders", () => {
  it("answers the defaults, then saves, audits and counts versions", async () => {
    const first = await api.get("/admin/settings/orders", owner.token);
    // The demo seed's settings: the defaults and the Jodhpur factory as where returns go.
    expect(first.json.body).toEqual({
      codCallAfterHours: 24,
      codMaxOrderAmount: null,
      returnWindowDays: 7,
      ...JODHPUR,
      version: 0,
    });

    const saved = await save({
      ...JODHPUR,
      codCallAfterHours: "12",
      codMaxOrderAmount: "50000",
      returnWindowDays: 10,
      version: 0,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.body).toEqual({
      codCallAfterHours: 12,
      codMaxOrderAmount: 50_000,
      returnWindowDays: 10,
      ...JODHPUR,
      version: 1,
    });
    expect((await api.get("/admin/settings/orders", owner.token)).json.body.version).toBe(1);
    const [audit] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "settings"), eq(auditLog.entityId, "order-settings")));
    expect(audit).toMatchObject({
      action: "settings.update",
      before: { codCallAfterHours: 24, version: 0 },
      after: { codMaxOrderAmount: 50_000, version: 1 },
    });
  });

  it("refuses a save made from an older version, naming who changed what", async () => {
    const current = (await api.get("/admin/settings/orders", owner.token)).json.body;
    expect((await save({ ...current, returnWindowDays: 14 })).status).toBe(200);
    const stale = await save({ ...current, codCallAfterHours: 6 });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toContain("changing return window");
    expect((await api.get("/admin/settings/orders", owner.token)).json.body.codCallAfterHours).not.toBe(6);
  });

  it("refuses bad values field by field, and takes a blank limit as no limit", async () => {
    const { version } = (await api.get("/admin/settings/orders", owner.token)).json.body;
    const bad = await save({ codCallAfterHours: "0", codMaxOrderAmount: "lots", returnWindowDays: "", version });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({
      codCallAfterHours: "Hours before 'call the shopper' must be at least 1",
      codMaxOrderAmount: "Largest cash-on-delivery order must be a whole number",
      returnWindowDays: "Return window is a required field",
    });
    const blank = await save({ codCallAfterHours: 24, codMaxOrderAmount: "", returnWindowDays: 7, version });
    expect(blank.json.body.codMaxOrderAmount).toBeNull();
  });
});

describe("where returns go", () => {
  it("refuses a part-typed returns address field by field, keeping the rest of the page unsaved", async () => {
    const current = (await api.get("/admin/settings/orders", owner.token)).json.body;
    const bad = await save({
      ...current,
      returnsName: "Warehouse",
      returnsPhone: "98110",
      returnsAddress: "",
      returnsCity: "Jodhpur 2",
      returnsState: "Rajputana",
      returnsPincode: "34200",
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({
      returnsPhone: "Returns: phone must be exactly 10 digits",
      returnsAddress: "Returns: address is a required field",
      returnsCity: "Returns: city may contain only letters, spaces, dots, apostrophes and hyphens",
      returnsState: "Returns: state is not one of the allowed values",
      returnsPincode: "Returns: pincode must be exactly 6 digits",
    });
    expect((await api.get("/admin/settings/orders", owner.token)).json.body).toEqual(current);
  });

  it("saves an address whole, and takes it wholly blank as not set", async () => {
    const current = (await api.get("/admin/settings/orders", owner.token)).json.body;
    const blank = {
      returnsName: " ",
      returnsPhone: "",
      returnsAddress: "",
      returnsCity: "",
      returnsState: "",
      returnsPincode: "",
    };
    const cleared = await save({ ...current, ...blank });
    expect(cleared.status).toBe(200);
    expect(cleared.json.body).toMatchObject({ ...blank, returnsName: "" });
    expect(await returnsAddress(api.db)).toBeNull();
    const set = await save({ ...current, ...JODHPUR, version: cleared.json.body.version });
    expect(set.json.body).toMatchObject(JODHPUR);
    expect(await returnsAddress(api.db)).toEqual({
      name: "Woodnest Jodhpur factory",
      phone: "9811042424",
      address: "Plot 27, Basni Industrial Area Phase II",
      city: "Jodhpur",
      state: "Rajasthan",
      pincode: "342005",
    });
  });
});

describe("cash on delivery's value limit", () => {
  it("refuses COD above the owner's limit with a field error on the payment method, and allows prepaid", async () => {
    const unitRupees = (await unitPricePaise(api, plain)) / 100;
    const { version } = (await api.get("/admin/settings/orders", owner.token)).json.body;
    expect(
      (
        await save({
          codCallAfterHours: 24,
          codMaxOrderAmount: Math.floor(unitRupees * 2),
          returnWindowDays: 7,
          version,
        })
      ).status,
    ).toBe(200);
    expect((await api.get("/orderRules")).json.body).toEqual({ codMaxOrderAmount: Math.floor(unitRupees * 2) });
    const { token } = await api.signIn();
    const refused = await api.post("/customerOrders", orderPayload([line(plain, 3)]), token);
    expect(refused.status).toBe(400);
    expect(refused.json.errors.paymentMethod).toBe(codLimitMessage(Math.floor(unitRupees * 2)));
    expect((await api.post("/customerOrders", orderPayload([line(plain, 1)]), token)).status).toBe(200);
    expect(
      (await api.post("/customerOrders", orderPayload([line(plain, 3)], { paymentMethod: "Prepaid" }), token)).status,
    ).toBe(200);
    const latest = (await api.get("/admin/settings/orders", owner.token)).json.body;
    await save({ ...latest, codMaxOrderAmount: "" });
  });
});

describe("/admin/orders/cod-calls", () => {
  it("lists unconfirmed COD orders older than the setting, oldest first", async () => {
    const { version } = (await api.get("/admin/settings/orders", owner.token)).json.body;
    await save({ codCallAfterHours: 2, codMaxOrderAmount: "", returnWindowDays: 7, version });
    const { token } = await api.signIn();
    const place = async (extra: Record<string, unknown> = {}) =>
      (await api.post("/customerOrders", orderPayload([line(plain)], extra), token)).json.body as {
        _id: string;
        orderId: string;
      };
    const old = await place();
    const confirmed = await place();
    const prepaid = await place({ paymentMethod: "Prepaid" });
    api.clock.advance(3 * 3_600_000);
    const fresh = await place();
    await api.db
      .update(orders)
      .set({ orderStatus: "CONFIRMED", codConfirmedAt: api.clock.now() })
      .where(eq(orders.id, confirmed._id));

    const res = await api.get("/admin/orders/cod-calls", ops.token);
    expect(res.status).toBe(200);
    const listed = (res.json.body.orders as { orderId: string }[]).map((o) => o.orderId);
    expect(listed).toContain(old.orderId);
    for (const absent of [confirmed, prepaid, fresh]) expect(listed).not.toContain(absent.orderId);
    expect(res.json.body.callAfterHours).toBe(2);
    expect(res.json.body.orders.find((o: { orderId: string }) => o.orderId === old.orderId)).toMatchObject({
      hoursWaiting: 3,
      name: "Asha Verma",
      mobile: "9876543210",
    });
  });
});
