import { eq, count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, customers, pincodes, staff } from "../../db/schema";
import { createTestApi, type TestApi } from "../../test/harness";
import { type Permission, STAFF_ROLES, type StaffRole, can } from "../../validation/staff";
import { STAFF_PASSWORD, createStaffMember, staffToken, uniqueStaffEmail } from "./test-helpers";

let api: TestApi;
/** An invited account (for the resend) and an active one (to read and change). */
let invitedId: string;
let activeId: string;
/** A customer to read, disable and enable. */
let customerId: string;
/** A delivery area to read, edit and switch on and off. */
const MATRIX_PINCODE = "560100";
/** Each call that adds pincodes adds new ones: 7xxxxx is otherwise unused here. */
let nextPincode = 700000;
const freshArea = () => ({ city: "Kolkata", state: "West Bengal", deliveryDays: 4, codAvailable: true });
/** One account per role; each call gets a session of its own (sign-out ends one). */
const members = new Map<StaffRole, Awaited<ReturnType<typeof createStaffMember>>>();

beforeAll(async () => {
  api = await createTestApi({ seed: false, env: { RATE_LIMIT_MULTIPLIER: "100" } });
  invitedId = (await createStaffMember(api, "content", { passwordHash: null, totpSecret: null, totpEnabledAt: null })).id;
  activeId = (await createStaffMember(api, "content")).id;
  for (const role of STAFF_ROLES) members.set(role, await createStaffMember(api, role));
  customerId = (await api.signIn()).customerId;
  await api.db.insert(pincodes).values({ pincode: MATRIX_PINCODE, city: "Bengaluru", state: "Karnataka", deliveryDays: 3 });
});
afterAll(() => api.close());

type Endpoint = {
  method: "GET" | "POST" | "PATCH";
  /** The route as the router declares it, and the address a test calls. */
  route: string;
  path: () => string;
  body?: () => Promise<unknown> | unknown;
  /** null: any signed-in member of staff. */
  permission: Permission | null;
  /** A successful call writes one audit row. */
  audited?: boolean;
};

/** Every signed-in /v1/admin endpoint; the test below fails if one is added without joining this list. */
const ENDPOINTS: Endpoint[] = [
  { method: "GET", route: "/v1/admin/me", path: () => "/admin/me", permission: null },
  { method: "POST", route: "/v1/admin/me/recovery-codes", path: () => "/admin/me/recovery-codes", permission: null, audited: true },
  { method: "POST", route: "/v1/admin/session/logout", path: () => "/admin/session/logout", permission: null },
  { method: "GET", route: "/v1/admin/staff", path: () => "/admin/staff?role=content", permission: "staff.manage" },
  {
    method: "POST",
    route: "/v1/admin/staff",
    path: () => "/admin/staff",
    body: () => ({ name: "Nisha Rao", email: uniqueStaffEmail("invitee"), role: "catalogue" }),
    permission: "staff.manage",
    audited: true,
  },
  { method: "GET", route: "/v1/admin/staff/:id", path: () => `/admin/staff/${activeId}`, permission: "staff.manage" },
  {
    method: "PATCH",
    route: "/v1/admin/staff/:id",
    path: () => `/admin/staff/${activeId}`,
    // The other of two roles, so every allowed call is a change.
    body: async () => {
      const [row] = await api.db.select({ role: staff.role }).from(staff).where(eq(staff.id, activeId));
      return { role: row.role === "content" ? "operations" : "content" };
    },
    permission: "staff.manage",
    audited: true,
  },
  { method: "POST", route: "/v1/admin/staff/:id/invitation", path: () => `/admin/staff/${invitedId}/invitation`, permission: "staff.manage", audited: true },
  { method: "GET", route: "/v1/admin/audit", path: () => "/admin/audit?entityType=staff", permission: "audit.read" },
  { method: "GET", route: "/v1/admin/audit/filters", path: () => "/admin/audit/filters", permission: "audit.read" },
  { method: "GET", route: "/v1/admin/customers", path: () => "/admin/customers?q=Asha&status=all", permission: "customers.manage" },
  { method: "GET", route: "/v1/admin/customers/:id", path: () => `/admin/customers/${customerId}`, permission: "customers.manage" },
  {
    method: "POST",
    route: "/v1/admin/customers/:id/disable",
    path: () => `/admin/customers/${customerId}/disable`,
    // Enabled first, so every allowed call is a change.
    body: () => setDisabled(false),
    permission: "customers.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/customers/:id/enable",
    path: () => `/admin/customers/${customerId}/enable`,
    body: () => setDisabled(true),
    permission: "customers.manage",
    audited: true,
  },
  { method: "GET", route: "/v1/admin/pincodes", path: () => "/admin/pincodes?q=5601&status=active&cod=yes", permission: "catalogue.manage" },
  {
    method: "POST",
    route: "/v1/admin/pincodes",
    path: () => "/admin/pincodes",
    body: () => ({ pincode: String(++nextPincode), ...freshArea() }),
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/pincodes/range",
    path: () => "/admin/pincodes/range",
    body: () => ({ from: String(++nextPincode), to: String((nextPincode += 2)), ...freshArea() }),
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/pincodes/status",
    path: () => "/admin/pincodes/status",
    // The other of the two states, so every allowed call is a change.
    body: async () => {
      const [row] = await api.db.select({ isActive: pincodes.isActive }).from(pincodes).where(eq(pincodes.pincode, MATRIX_PINCODE));
      return { pincodes: [MATRIX_PINCODE], active: !row.isActive };
    },
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/pincodes/import",
    path: () => "/admin/pincodes/import",
    body: () => ({ csv: `pincode,city,state,deliveryDays,cod,active\n${++nextPincode},Kolkata,West Bengal,4,yes,yes\n` }),
    permission: "catalogue.manage",
    audited: true,
  },
  { method: "GET", route: "/v1/admin/pincodes/:pincode", path: () => `/admin/pincodes/${MATRIX_PINCODE}`, permission: "catalogue.manage" },
  {
    method: "PATCH",
    route: "/v1/admin/pincodes/:pincode",
    path: () => `/admin/pincodes/${MATRIX_PINCODE}`,
    body: () => ({ city: "Bengaluru", state: "Karnataka", deliveryDays: ++nextPincode % 60 + 1, codAvailable: "yes" }),
    permission: "catalogue.manage",
    audited: true,
  },
];

/** Puts the matrix's customer in the state a call changes, and answers that call's body. */
async function setDisabled(disabled: boolean) {
  await api.db
    .update(customers)
    .set({ disabledAt: disabled ? api.clock.now() : null })
    .where(eq(customers.id, customerId));
  return { reason: "Permission matrix" };
}

/** Reached without a session: signing in and accepting an invitation. */
const PUBLIC_ROUTES = [
  "POST /v1/admin/session",
  "POST /v1/admin/session/verify",
  "GET /v1/admin/invitations/:token",
  "POST /v1/admin/invitations/:token/password",
  "POST /v1/admin/invitations/:token/authenticator",
];

const call = async (endpoint: Endpoint, token?: string) =>
  api.request(endpoint.method, endpoint.path(), { body: await endpoint.body?.(), token });

const auditRows = async () => (await api.db.select({ n: count() }).from(auditLog))[0].n;

describe("the permission matrix of /v1/admin", () => {
  it("lists every admin route", () => {
    const declared = api.app.routes
      .filter((r) => r.path.startsWith("/v1/admin") && r.method !== "ALL")
      .map((r) => `${r.method} ${r.path}`);
    expect(new Set(declared)).toEqual(new Set([...ENDPOINTS.map((e) => `${e.method} ${e.route}`), ...PUBLIC_ROUTES]));
  });

  for (const endpoint of ENDPOINTS) {
    describe(`${endpoint.method} ${endpoint.route}`, () => {
      it("answers 401 without a staff session, with a customer's token and with a password-only challenge", async () => {
        expect((await call(endpoint)).status).toBe(401);
        const customer = await api.signIn();
        expect((await call(endpoint, customer.token)).status).toBe(401);
        const challenge = await api.post("/admin/session", { email: members.get("owner")?.email, password: STAFF_PASSWORD });
        expect(challenge.status).toBe(200);
        expect((await call(endpoint, challenge.json.body.challenge)).status).toBe(401);
      });

      for (const role of STAFF_ROLES) {
        const allowed = endpoint.permission === null || can(role, endpoint.permission);
        it(`${allowed ? "lets" : "refuses (403)"} ${role}${allowed && endpoint.audited ? ", writing an audit row" : ""}`, async () => {
          const member = members.get(role) as Awaited<ReturnType<typeof createStaffMember>>;
          const before = await auditRows();
          const res = await call(endpoint, await staffToken(api, member.id));
          expect(res.status).toBe(allowed ? 200 : 403);
          expect(res.headers.get("cache-control")).toBe("private, no-store");
          const written = (await auditRows()) - before;
          expect(written).toBe(allowed && endpoint.audited ? 1 : 0);
          if (written) {
            const rows = await api.db.select().from(auditLog).where(eq(auditLog.staffId, member.id));
            expect(rows.at(-1)).toMatchObject({ staffEmail: member.email });
          }
        });
      }
    });
  }
});
