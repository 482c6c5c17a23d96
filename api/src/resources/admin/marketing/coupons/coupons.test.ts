import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, coupons, orders, type staff } from "@api/db/schema";
import { newId } from "@api/lib/ids";
import { createTestApi, type TestApi } from "@api/test/harness";
import { CODE_RULE } from "@api/validation/admin-coupons";
import { couponRefusal, couponUsedByCustomer, findCoupon } from "@api/resources/coupons/coupons.service";
import { patch, signedInStaff } from "@api/resources/admin/test-helpers";
import { PAGE_SIZE } from "./coupon-views";
import { cannotDelete, codeTaken } from "./coupon-writes";

let api: TestApi;
let catalogue: { member: typeof staff.$inferSelect; token: string };
let owner: { member: typeof staff.$inferSelect; token: string };
/** Noon in India on 26 Nov 2026: dates below are read against it. */
const NOW = new Date("2026-11-26T06:30:00Z");

beforeAll(async () => {
  api = await createTestApi({ seed: false, env: { RATE_LIMIT_MULTIPLIER: "100" } });
  api.clock.set(NOW);
  catalogue = await signedInStaff(api, "catalogue");
  owner = await signedInStaff(api, "owner");
});
afterAll(() => api.close());

let codeCounter = 0;
const uniqueCode = (prefix = "TEST") => `${prefix}${process.pid % 1000}${++codeCounter}`.slice(0, 20);

/** A flat Rs 500 coupon on orders of Rs 5,000, once per customer, from 1 Nov 2026 (form-shaped, as the admin posts it). */
const flat500 = (code = uniqueCode(), changes: Record<string, unknown> = {}) => ({
  code,
  discountType: "FLAT",
  discount: "500",
  description: "Rs 500 off orders of Rs 5,000",
  minimumOrder: "5,000",
  validFromDate: "2026-11-01",
  validFromTime: "",
  validUntilDate: "2026-12-31",
  validUntilTime: "",
  usageLimit: "",
  usageLimitPerCustomer: "1",
  isActive: "on",
  ...changes,
});

const create = (body: unknown, token = catalogue.token) => api.post(`/admin/coupons`, body, token);
/** A minute between writes, so the audit log (read newest first) has them in order. */
const later = () => api.clock.advance(60_000);
const auditOf = (code: string) =>
  api.db.select().from(auditLog).where(eq(auditLog.entityId, code)).orderBy(desc(auditLog.at), desc(auditLog.id));

async function createdCoupon(changes: Record<string, unknown> = {}) {
  const res = await create(flat500(uniqueCode(), changes));
  expect(res.status).toBe(200);
  return res.json.body as { code: string; version: number };
}

let orderCounter = 0;
async function addOrder(
  code: string,
  customerId: string,
  orderStatus: typeof orders.$inferInsert.orderStatus = "CONFIRMED",
  createdAt = NOW,
) {
  const orderId = `TC${process.pid}${String(++orderCounter).padStart(5, "0")}`;
  await api.db.insert(orders).values({
    id: newId(),
    orderId,
    customerId,
    orderStatus,
    paymentMethod: "COD",
    subtotalPaise: 600_000,
    discountPaise: 50_000,
    totalPaise: 550_000,
    couponCode: code,
    shippingAddress: {
      name: "Asha Verma",
      mobile: "9000000000",
      email: "asha@example.in",
      address: "12 MG Road",
      landmark: "",
      locality: "Indiranagar",
      addressType: "HOME",
      country: "India",
      state: "Karnataka",
      city: "Bengaluru",
      pincode: "560038",
    },
    createdAt,
  });
  return orderId;
}

describe("creating a coupon", () => {
  it("stores the fields, the dates typed in India's time as UTC, and audits it", async () => {
    const code = uniqueCode("diwali").toLowerCase();
    const res = await create(flat500(code, { validFromTime: "09:30", validUntilTime: "" }));
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(`Coupon ${code.toUpperCase()} created`);
    expect(res.json.body).toMatchObject({
      code: code.toUpperCase(),
      discountType: "FLAT",
      discount: 500,
      minimumOrder: 5000,
      validFrom: "2026-11-01T04:00:00.000Z",
      // An end date without a time covers that whole day in India.
      validUntil: "2026-12-31T18:29:59.000Z",
      isActive: true,
      state: "active",
      usageLimit: null,
      usageLimitPerCustomer: 1,
      version: 1,
    });
    const [row] = await api.db.select().from(coupons).where(eq(coupons.couponCode, code.toUpperCase()));
    expect(row).toMatchObject({ minimumOrderPaise: 500_000, discount: 500 });
    const [audit] = await auditOf(code.toUpperCase());
    expect(audit).toMatchObject({
      action: "coupon.create",
      entityType: "coupon",
      staffId: catalogue.member.id,
      before: null,
    });
    expect(audit.after).toMatchObject({ discount: 500, minimumOrder: 5000, isActive: true });
  });

  it("leaves a coupon off when its box is not ticked, and takes blank limits as none", async () => {
    const res = await create(
      flat500(uniqueCode(), { isActive: undefined, usageLimitPerCustomer: "", minimumOrder: "", validUntilDate: "" }),
    );
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({
      isActive: false,
      state: "inactive",
      usageLimitPerCustomer: null,
      minimumOrder: 0,
      validUntil: null,
    });
  });

  it("refuses a code that is taken, whatever its case, on the code field", async () => {
    const { code } = await createdCoupon();
    const res = await create(flat500(code.toLowerCase()));
    expect(res.status).toBe(409);
    expect(res.json.errors).toEqual({ code: codeTaken(code) });
  });

  it.each([
    [{ code: "" }, "code", "Code is a required field"],
    [{ code: "AB" }, "code", CODE_RULE],
    [{ code: "DIWALI-500" }, "code", CODE_RULE],
    [{ code: "A".repeat(21) }, "code", CODE_RULE],
    [{ code: "new" }, "code", "NEW cannot be a code: choose another"],
    [{ discountType: "BOGO" }, "discountType", "Discount type is not one of the allowed values"],
    [{ discount: "" }, "discount", "Value is a required field"],
    [{ discount: "0" }, "discount", "Value must be at least 1"],
    [{ discount: "12.5" }, "discount", "Value must be a whole number"],
    [{ discountType: "PERCENTAGE", discount: "91" }, "discount", "A percentage must be from 1 to 90"],
    [{ discount: "5000" }, "discount", "A flat discount must be less than the minimum order (Rs 5,000)"],
    [{ minimumOrder: "-1" }, "minimumOrder", "Minimum order must be at least 0"],
    [{ validFromDate: "" }, "validFromDate", "Start date is a required field"],
    [{ validFromDate: "2026-02-30" }, "validFromDate", "Start date must be a date like 2026-12-31"],
    [{ validFromTime: "25:00" }, "validFromTime", "Start time must be a time like 18:30"],
    [{ validUntilDate: "2026-10-31" }, "validUntilDate", "The end must be after the start"],
    [
      { validUntilDate: "", validUntilTime: "18:00" },
      "validUntilDate",
      "Give an end date with the end time, or clear the time",
    ],
    [{ usageLimit: "0" }, "usageLimit", "Usage limit must be at least 1"],
    [
      { usageLimit: "2", usageLimitPerCustomer: "3" },
      "usageLimitPerCustomer",
      "Uses per customer cannot be more than the usage limit",
    ],
  ])("refuses %j on its field", async (changes, field, message) => {
    const before = await api.db.select().from(coupons);
    const res = await create(flat500(uniqueCode(), changes));
    expect(res.status).toBe(400);
    expect(res.json.errors[field]).toBe(message);
    expect(await api.db.select().from(coupons)).toHaveLength(before.length);
  });

  it("takes a percentage up to 90 whatever the minimum order", async () => {
    const res = await create(flat500(uniqueCode(), { discountType: "PERCENTAGE", discount: "90", minimumOrder: "50" }));
    expect(res.status).toBe(200);
  });
});

describe("the coupon list", () => {
  it("finds codes, filters by state and counts each coupon's uses without cancelled or failed orders", async () => {
    const prefix = `LST${process.pid % 1000}`;
    const active = await createdCoupon({ code: `${prefix}ACTIVE` });
    await createdCoupon({ code: `${prefix}SOON`, validFromDate: "2026-12-01", validUntilDate: "" });
    await createdCoupon({ code: `${prefix}OVER`, validFromDate: "2026-10-01", validUntilDate: "2026-10-31" });
    await createdCoupon({ code: `${prefix}OFF`, isActive: "" });
    const shopper = await api.signIn();
    await addOrder(active.code, shopper.customerId);
    await addOrder(active.code, shopper.customerId, "DELIVERED");
    await addOrder(active.code, shopper.customerId, "CANCELLED");
    await addOrder(active.code, shopper.customerId, "PAYMENT_FAILED");

    const all = await api.get(`/admin/coupons?q=${prefix.toLowerCase()}`, catalogue.token);
    expect(all.status).toBe(200);
    expect(all.json.totalRecords).toBe(4);
    const byCode = Object.fromEntries(all.json.body.map((row: { code: string }) => [row.code, row]));
    expect(byCode[`${prefix}ACTIVE`]).toMatchObject({ uses: 2, usageLimit: null, state: "active" });
    expect(byCode[`${prefix}SOON`]).toMatchObject({ uses: 0, state: "scheduled" });

    for (const [status, code] of [
      ["active", "ACTIVE"],
      ["scheduled", "SOON"],
      ["expired", "OVER"],
      ["inactive", "OFF"],
    ]) {
      const res = await api.get(`/admin/coupons?q=${prefix}&status=${status}`, catalogue.token);
      expect(res.json.body.map((row: { code: string }) => row.code)).toEqual([`${prefix}${code}`]);
    }
  });

  it("pages the list and refuses an unknown status", async () => {
    for (let i = 0; i < PAGE_SIZE + 1; i++) await createdCoupon({ code: `PGE${process.pid % 1000}X${i}` });
    const second = await api.get(`/admin/coupons?q=PGE${process.pid % 1000}X&page=2`, catalogue.token);
    expect(second.json).toMatchObject({ page: 2, totalRecords: PAGE_SIZE + 1 });
    expect(second.json.body).toHaveLength(1);
    const bad = await api.get(`/admin/coupons?status=gone`, catalogue.token);
    expect(bad.status).toBe(400);
    expect(bad.json.errors.status).toBe("Status is not one of the allowed values");
  });
});

describe("a coupon's page", () => {
  it("shows its uses, the customers who used it and the last orders, leaving out cancelled and failed ones", async () => {
    const { code } = await createdCoupon({ usageLimitPerCustomer: "" });
    const asha = await api.signIn({ firstName: "Asha" });
    const ravi = await api.signIn({ firstName: "Ravi" });
    const first = await addOrder(code, asha.customerId, "CONFIRMED", new Date(NOW.getTime() - 60_000));
    const second = await addOrder(code, asha.customerId, "DELIVERED");
    await addOrder(code, ravi.customerId, "CANCELLED");
    await addOrder(code, ravi.customerId, "PAYMENT_FAILED");

    const res = await api.get(`/admin/coupons/${code.toLowerCase()}`, catalogue.token);
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({ code, uses: { total: 2, customers: 1 }, orderCount: 4 });
    expect(res.json.body.recentOrders).toEqual([
      expect.objectContaining({
        orderId: second,
        discount: 500,
        customer: expect.objectContaining({ _id: asha.customerId, name: "Asha Verma" }),
      }),
      expect.objectContaining({ orderId: first }),
    ]);
  });

  it("answers 404 for an unknown code", async () => {
    expect((await api.get(`/admin/coupons/NOSUCH1`, catalogue.token)).status).toBe(404);
  });
});

describe("editing a coupon", () => {
  const edit = (code: string, body: Record<string, unknown>, token = catalogue.token) =>
    patch(api, `/admin/coupons/${code}`, body, token);
  const { code: _code, isActive: _active, ...fields } = flat500();

  it("saves the fields with a new version and audits before and after", async () => {
    const { code } = await createdCoupon();
    later();
    const res = await edit(code, { ...fields, discount: "750", validUntilTime: "18:00", version: 1 });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(`Coupon ${code} saved`);
    expect(res.json.body).toMatchObject({ discount: 750, validUntil: "2026-12-31T12:30:00.000Z", version: 2 });
    const [audit] = await auditOf(code);
    expect(audit).toMatchObject({ action: "coupon.update", staffId: catalogue.member.id });
    expect(audit.before).toMatchObject({ discount: 500, validUntil: "2026-12-31T18:29:59.000Z" });
    expect(audit.after).toMatchObject({ discount: 750, validUntil: "2026-12-31T12:30:00.000Z" });
  });

  it("writes nothing when nothing changed", async () => {
    const { code } = await createdCoupon();
    const res = await edit(code, { ...fields, version: 1 });
    expect(res.json.message).toBe("Nothing to change");
    expect(res.json.body.version).toBe(1);
    expect(await auditOf(code)).toHaveLength(1);
  });

  it("refuses a save from an older version, naming who changed what, and changes nothing", async () => {
    const { code } = await createdCoupon();
    later();
    expect(
      (await edit(code, { ...fields, minimumOrder: "6000", usageLimit: "100", version: 1 }, owner.token)).status,
    ).toBe(200);
    later();
    const stale = await edit(code, { ...fields, discount: "400", version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toMatch(
      new RegExp(
        `^Test owner \\(${owner.member.email.replace(/\./g, "\\.")}\\) saved this coupon at .*, changing (minimum order and usage limit|usage limit and minimum order), after you opened it\\.`,
      ),
    );
    expect(stale.json.errors).toHaveProperty("version");
    const [row] = await api.db.select().from(coupons).where(eq(coupons.couponCode, code));
    expect(row).toMatchObject({ discount: 500, minimumOrderPaise: 600_000, version: 2 });
    // Saved again from the version the refusal's page holds, it goes through.
    expect((await edit(code, { ...fields, discount: "400", minimumOrder: "6000", version: 2 })).status).toBe(200);
  });

  it("applies the field rules, and answers 404 for an unknown code", async () => {
    const { code } = await createdCoupon();
    const res = await edit(code, { ...fields, discountType: "PERCENTAGE", discount: "95", version: 1 });
    expect(res.status).toBe(400);
    expect(res.json.errors.discount).toBe("A percentage must be from 1 to 90");
    expect((await edit(code, { ...fields })).json.errors.version).toBe("Version is a required field");
    expect((await edit("NOSUCH2", { ...fields, version: 1 })).status).toBe(404);
  });
});

describe("switching a coupon off and on", () => {
  it("deactivates and activates it, each a new version with an audit row; the checkout then refuses or takes it", async () => {
    const { code } = await createdCoupon();
    later();
    const off = await api.post(`/admin/coupons/${code}/deactivate`, undefined, catalogue.token);
    expect(off.status).toBe(200);
    expect(off.json.body).toMatchObject({ isActive: false, state: "inactive", version: 2 });
    const shopper = await api.signIn();
    const check = () => api.get(`/coupons/validate/${code}?subtotal=6000`, shopper.token);
    expect((await check()).json.message).toBe("This coupon has expired");
    expect((await api.post(`/admin/coupons/${code}/deactivate`, undefined, catalogue.token)).json.message).toBe(
      "Nothing to change",
    );
    later();
    const on = await api.post(`/admin/coupons/${code}/activate`, undefined, catalogue.token);
    expect(on.json.body).toMatchObject({ isActive: true, version: 3 });
    expect((await check()).status).toBe(200);
    const audits = await auditOf(code);
    expect(audits.map((a) => a.action)).toEqual(["coupon.activate", "coupon.deactivate", "coupon.create"]);
    expect(audits[1]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
  });
});

describe("deleting a coupon", () => {
  it("deletes an unused coupon and audits what it was", async () => {
    const { code } = await createdCoupon();
    later();
    const res = await api.del(`/admin/coupons/${code}`, catalogue.token);
    expect(res.status).toBe(200);
    expect(await findCoupon(api.db, code)).toBeUndefined();
    const [audit] = await auditOf(code);
    expect(audit).toMatchObject({ action: "coupon.delete", after: null });
    expect(audit.before).toMatchObject({ discount: 500 });
  });

  it("refuses one that any order names, even a cancelled one", async () => {
    const { code } = await createdCoupon();
    const shopper = await api.signIn();
    await addOrder(code, shopper.customerId, "CANCELLED");
    const res = await api.del(`/admin/coupons/${code}`, catalogue.token);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(cannotDelete(code, 1));
    expect(await findCoupon(api.db, code)).toBeDefined();
    expect(
      await api.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, code), eq(auditLog.action, "coupon.delete"))),
    ).toHaveLength(0);
  });
});

describe("the checkout follows the fields set here", () => {
  it("refuses a second use by one customer of a once-per-customer coupon, and an order below the minimum", async () => {
    const { code } = await createdCoupon();
    const coupon = (await findCoupon(api.db, code)) as NonNullable<Awaited<ReturnType<typeof findCoupon>>>;
    const shopper = await api.signIn();
    expect(await couponRefusal(api.db, coupon, { subtotalPaise: 600_000, customerId: shopper.customerId })).toBeNull();
    expect(await couponRefusal(api.db, coupon, { subtotalPaise: 499_999, customerId: shopper.customerId })).toBe(
      "This coupon needs an order of at least Rs 5,000",
    );
    await addOrder(code, shopper.customerId);
    expect(await couponRefusal(api.db, coupon, { subtotalPaise: 600_000, customerId: shopper.customerId })).toBe(
      couponUsedByCustomer(1),
    );
  });
});
