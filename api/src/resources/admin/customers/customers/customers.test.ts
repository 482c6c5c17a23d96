import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses, authTokens, customers, orders, products, wishlists } from "@api/db/schema";
import { newId } from "@api/lib/ids";
import { hashPassword } from "@api/lib/secrets";
import type { TestApi } from "@api/test/harness";
import { type SignedInStaff, openStaffApi } from "@api/test/staff-api";
import { auditRowsOf } from "@api/test/audit-rows";
import { ACCOUNT_DISABLED } from "@api/resources/customers/customers.handlers";
import { latestCode, uniqueEmail, uniqueMobile } from "@api/resources/customers/test-helpers";
import { signedInStaff } from "@api/resources/admin/test-helpers";
import { ORDERS_SHOWN, PAGE_SIZE } from "./customer-views";

let api: TestApi;
let operations: SignedInStaff;
const PASSWORD = "Almirah-2026";

beforeAll(async () => {
  ({ api, staff: operations } = await openStaffApi("operations"));
});
afterAll(() => api.close());

/** A customer who can sign in by OTP and with a password; `createdAt` orders the list. */
async function makeCustomer(values: Partial<typeof customers.$inferInsert> = {}) {
  const [row] = await api.db
    .insert(customers)
    .values({
      id: newId(),
      firstName: "Meera",
      lastName: "Iyer",
      mobile: uniqueMobile(),
      email: uniqueEmail("meera"),
      passwordHash: await hashPassword(PASSWORD),
      emailVerifiedAt: api.clock.now(),
      mobileVerifiedAt: api.clock.now(),
      createdAt: api.clock.now(),
      ...values,
    })
    .returning();
  return row;
}

const shipping = {
  name: "Meera Iyer",
  mobile: "9000000000",
  email: "meera@example.in",
  address: "12 MG Road",
  landmark: "",
  locality: "Indiranagar",
  addressType: "HOME" as const,
  country: "India",
  state: "Karnataka",
  city: "Bengaluru",
  pincode: "560038",
};

let orderCounter = 0;
async function addOrder(customerId: string, createdAt: Date, totalPaise = 1_234_500) {
  const orderId = `TS${process.pid}${String(++orderCounter).padStart(5, "0")}`;
  await api.db.insert(orders).values({
    id: newId(),
    orderId,
    customerId,
    orderStatus: "CONFIRMED",
    paymentMethod: "COD",
    subtotalPaise: totalPaise,
    totalPaise,
    shippingAddress: shipping,
    createdAt,
  });
  return orderId;
}

const list = (query: string, token = operations.token) => api.get(`/admin/customers?${query}`, token);
const latestAudit = async (entityId: string) => (await auditRowsOf(api, entityId))[0];
const tokensOf = (customerId: string) => api.db.select().from(authTokens).where(eq(authTokens.customerId, customerId));

describe("finding customers", () => {
  it("finds a whole mobile number exactly, however it is typed", async () => {
    const customer = await makeCustomer();
    // Someone whose email holds the number is not found by it: a whole number is a mobile.
    await makeCustomer({ email: `${customer.mobile}@example.in` });
    for (const typed of [customer.mobile, `+91 ${customer.mobile?.slice(0, 5)} ${customer.mobile?.slice(5)}`]) {
      const res = await list(`q=${encodeURIComponent(typed ?? "")}`);
      expect(res.status).toBe(200);
      expect(res.json.body.map((row: { _id: string }) => row._id)).toEqual([customer.id]);
    }
  });

  it("finds part of a name, an email or a mobile, whatever the case", async () => {
    const customer = await makeCustomer({
      firstName: "Zoravar",
      lastName: "Thind",
      email: uniqueEmail("zoravar.thind"),
    });
    for (const q of ["zoRAVar th", customer.email?.slice(0, 14).toUpperCase(), customer.mobile?.slice(2, 8)]) {
      const res = await list(`q=${encodeURIComponent(q ?? "")}`);
      expect(res.json.body.map((row: { _id: string }) => row._id)).toContain(customer.id);
    }
    const none = await list("q=nobody-by-this-name");
    expect(none.json).toMatchObject({ body: [], totalRecords: 0 });
  });

  it("searches for % and _ as typed, not as wildcards", async () => {
    await makeCustomer({ firstName: "Percy" });
    const res = await list("q=%25");
    expect(res.json.body).toEqual([]);
  });

  it("answers each row with its orders counted, newest first, 20 a page", async () => {
    const lastName = `Pager${process.pid}`;
    const made = [];
    for (let i = 0; i < PAGE_SIZE + 2; i++) {
      api.clock.advance(1000);
      made.push(await makeCustomer({ lastName }));
    }
    await addOrder(made[0].id, api.clock.now());
    await addOrder(made[0].id, api.clock.now());
    const first = await list(`q=${lastName}`);
    expect(first.json).toMatchObject({ page: 1, totalPages: 2, totalRecords: PAGE_SIZE + 2 });
    expect(first.json.body).toHaveLength(PAGE_SIZE);
    expect(first.json.body[0]).toEqual({
      _id: made.at(-1)?.id,
      name: `Meera ${lastName}`,
      email: made.at(-1)?.email,
      mobile: made.at(-1)?.mobile,
      createdAt: made.at(-1)?.createdAt.toISOString(),
      disabled: false,
      disabledAt: null,
      disabledReason: null,
      orders: 0,
    });
    const second = await list(`q=${lastName}&page=2`);
    expect(second.json.body.map((row: { _id: string }) => row._id)).toEqual([made[1].id, made[0].id]);
    expect(second.json.body[1].orders).toBe(2);
  });

  it("filters by status and refuses an unknown one on its field", async () => {
    const lastName = `Status${process.pid}`;
    const active = await makeCustomer({ lastName });
    const disabled = await makeCustomer({ lastName, disabledAt: api.clock.now(), disabledReason: "Test" });
    const ids = async (status: string) =>
      (await list(`q=${lastName}&status=${status}`)).json.body.map((row: { _id: string }) => row._id);
    expect(await ids("active")).toEqual([active.id]);
    expect(await ids("disabled")).toEqual([disabled.id]);
    expect((await ids("all")).sort()).toEqual([active.id, disabled.id].sort());
    const refused = await list("status=gone");
    expect(refused.status).toBe(400);
    expect(refused.json.errors.status).toBe("Status is not one of the allowed values");
  });
});

describe("a customer's page", () => {
  it("shows the customer, their latest 50 orders newest first, addresses and wishlist count", async () => {
    const customer = await makeCustomer();
    const start = api.clock.now().getTime();
    const numbers = [];
    for (let i = 0; i < ORDERS_SHOWN + 1; i++)
      numbers.push(await addOrder(customer.id, new Date(start + i * 60_000), 100 * (i + 1)));
    await api.db.insert(addresses).values({ id: newId(), customerId: customer.id, ...shipping });
    const image = { url: "/images/test/chair.webp", width: 800, height: 800 };
    const [product] = await api.db
      .insert(products)
      .values({
        id: newId(),
        name: "Test Chair",
        slug: `chair-${customer.id}`,
        sku: `WN-C-${customer.id}`,
        sellingPricePaise: 100_000,
        mrpPaise: 120_000,
        defaultImage: image,
        image,
      })
      .returning();
    await api.db.insert(wishlists).values({ id: newId(), customerId: customer.id, productId: product.id });

    const res = await api.get(`/admin/customers/${customer.id}`, operations.token);
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({
      _id: customer.id,
      name: "Meera Iyer",
      orderCount: ORDERS_SHOWN + 1,
      wishlistCount: 1,
    });
    expect(res.json.body.orders).toHaveLength(ORDERS_SHOWN);
    expect(res.json.body.orders[0]).toEqual({
      orderId: numbers.at(-1),
      createdAt: new Date(start + ORDERS_SHOWN * 60_000).toISOString(),
      orderStatus: "CONFIRMED",
      paymentMethod: "COD",
      paymentStatus: "PENDING",
      // 100 paise per place in line: the 51st order's total in rupees.
      total: ORDERS_SHOWN + 1,
    });
    expect(res.json.body.orders.map((o: { orderId: string }) => o.orderId)).not.toContain(numbers[0]);
    expect(res.json.body.addresses).toEqual([
      expect.objectContaining({ city: "Bengaluru", pincode: "560038", addressType: "HOME" }),
    ]);
  });

  it("answers 404 for an unknown customer", async () => {
    const res = await api.get("/admin/customers/nobody", operations.token);
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Customer not found");
  });
});

describe("disabling and enabling a customer", () => {
  it("signs them out at once, refuses every way of signing in, and audits the change", async () => {
    const customer = await makeCustomer();
    const session = await api.post("/customers/loginWithPassword", { email: customer.email, password: PASSWORD });
    expect(session.status).toBe(200);
    expect((await api.get("/customers/profile", session.json.body.token)).status).toBe(200);

    const res = await api.post(
      `/admin/customers/${customer.id}/disable`,
      { reason: "Chargeback fraud" },
      operations.token,
    );
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({ disabled: true, disabledReason: "Chargeback fraud" });
    expect(res.json.message).toBe("Meera Iyer's account is disabled: they are signed out and cannot sign in");
    const tokens = await tokensOf(customer.id);
    expect(tokens).toHaveLength(1);
    expect(tokens[0].revokedAt).not.toBeNull();
    expect((await api.get("/customers/profile", session.json.body.token)).status).toBe(401);

    const refusals = [
      await api.post("/customers/loginWithPassword", { email: customer.email, password: PASSWORD }),
      await api.post("/customers/login", { mobile: customer.mobile }),
      await api.post("/customers/verifyAccount", { mobile: customer.mobile, otp: "1234" }),
      await api.post("/customers/resendOTP", { mobile: customer.mobile }),
      await api.post("/customers/resetPassword", {
        email: customer.email,
        otp: "1234",
        password: "Another-2026",
        cPassword: "Another-2026",
      }),
    ];
    for (const refused of refusals) expect([refused.status, refused.json.message]).toEqual([403, ACCOUNT_DISABLED]);
    // Neither the login nor the forgotten-password form sends it a code.
    expect((await api.post("/customers/forgotPassword", { email: customer.email })).status).toBe(200);
    expect(await api.outbox(customer.mobile ?? "")).toEqual([]);
    expect(await api.outbox(customer.email ?? "")).toEqual([]);
    // A wrong password still hears only that it is wrong.
    expect(
      (await api.post("/customers/loginWithPassword", { email: customer.email, password: "Wrong-2026" })).status,
    ).toBe(401);

    expect(await latestAudit(customer.id)).toMatchObject({
      staffId: operations.member.id,
      staffEmail: operations.member.email,
      action: "customer.disable",
      entityType: "customer",
      after: { status: "disabled", reason: "Chargeback fraud" },
    });
    expect((await latestAudit(customer.id)).before).toEqual({ status: "active" });
  });

  it("refuses a disabled account's token even if it escaped the revocation", async () => {
    const { customerId, token } = await api.signIn();
    await api.db.update(customers).set({ disabledAt: api.clock.now() }).where(eq(customers.id, customerId));
    expect((await api.get("/customers/profile", token)).status).toBe(401);
  });

  it("enables them again with a reason, audited, and they can sign in by OTP", async () => {
    const customer = await makeCustomer({ disabledAt: api.clock.now(), disabledReason: "Chargeback fraud" });
    const res = await api.post(
      `/admin/customers/${customer.id}/enable`,
      { reason: "Bank cleared it" },
      operations.token,
    );
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({ disabled: false, disabledAt: null, disabledReason: null });
    expect(await latestAudit(customer.id)).toMatchObject({
      action: "customer.enable",
      before: { status: "disabled", reason: "Chargeback fraud" },
      after: { status: "active", reason: "Bank cleared it" },
    });

    expect((await api.post("/customers/login", { mobile: customer.mobile })).status).toBe(200);
    const otp = await latestCode(api, customer.mobile ?? "");
    const verified = await api.post("/customers/verifyAccount", { mobile: customer.mobile, otp });
    expect(verified.status).toBe(200);
    expect((await api.get("/customers/profile", verified.json.body.token)).status).toBe(200);
  });

  it("changes nothing and audits nothing when the account is already so", async () => {
    const customer = await makeCustomer();
    const before = await latestAudit(customer.id);
    const res = await api.post(`/admin/customers/${customer.id}/enable`, { reason: "Again" }, operations.token);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Nothing to change");
    expect(await latestAudit(customer.id)).toEqual(before);
  });

  it("requires a reason, on its field", async () => {
    const customer = await makeCustomer();
    const res = await api.post(`/admin/customers/${customer.id}/disable`, { reason: "  " }, operations.token);
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ reason: "Reason is a required field" });
    const [row] = await api.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row.disabledAt).toBeNull();
  });

  it("answers 403 to the catalogue and content roles and 401 without a session, changing nothing", async () => {
    const customer = await makeCustomer();
    for (const role of ["catalogue", "content"] as const) {
      const { token } = await signedInStaff(api, role);
      expect((await api.get("/admin/customers", token)).status).toBe(403);
      expect((await api.post(`/admin/customers/${customer.id}/disable`, { reason: "No" }, token)).status).toBe(403);
    }
    expect((await api.get("/admin/customers")).status).toBe(401);
    expect((await api.post(`/admin/customers/${customer.id}/disable`, { reason: "No" })).status).toBe(401);
    const [row] = await api.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row.disabledAt).toBeNull();
  });
});
