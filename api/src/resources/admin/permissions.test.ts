import { eq, count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, categories, colors, customers, productColors, productSizes, products, sizes, staff } from "../../db/schema";
import { newId } from "../../lib/ids";
import { placeholderImage } from "../../lib/placeholder-image";
import { createTestApi, type TestApi } from "../../test/harness";
import { type Permission, STAFF_ROLES, type StaffRole, can } from "../../validation/staff";
import { STAFF_PASSWORD, createStaffMember, staffToken, uniqueStaffEmail } from "./test-helpers";

let api: TestApi;
/** An invited account (for the resend) and an active one (to read and change). */
let invitedId: string;
let activeId: string;
/** A customer to read, disable and enable. */
let customerId: string;
/** One account per role; each call gets a session of its own (sign-out ends one). */
const members = new Map<StaffRole, Awaited<ReturnType<typeof createStaffMember>>>();

beforeAll(async () => {
  api = await createTestApi({ seed: false, env: { RATE_LIMIT_MULTIPLIER: "100" } });
  invitedId = (await createStaffMember(api, "content", { passwordHash: null, totpSecret: null, totpEnabledAt: null })).id;
  activeId = (await createStaffMember(api, "content")).id;
  for (const role of STAFF_ROLES) members.set(role, await createStaffMember(api, role));
  customerId = (await api.signIn()).customerId;
  await makeCatalogue();
});
afterAll(() => api.close());

type Endpoint = {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
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
  { method: "GET", route: "/v1/admin/products", path: () => "/admin/products?q=Matrix&stock=in", permission: "catalogue.manage" },
  { method: "GET", route: "/v1/admin/products/options", path: () => "/admin/products/options", permission: "catalogue.manage" },
  {
    method: "POST",
    route: "/v1/admin/products",
    path: () => "/admin/products",
    body: () => ({ ...productForm(), sku: `MATRIX-${newId()}` }),
    permission: "catalogue.manage",
    audited: true,
  },
  { method: "GET", route: "/v1/admin/products/:id", path: () => `/admin/products/${catalogue.plain}`, permission: "catalogue.manage" },
  {
    method: "PATCH",
    route: "/v1/admin/products/:id",
    path: () => `/admin/products/${catalogue.plain}`,
    body: async () => ({ ...productForm(), sku: "MATRIX-PLAIN", tagLine: newId(), version: await versionOf(catalogue.plain) }),
    permission: "catalogue.manage",
    audited: true,
  },
  { method: "POST", route: "/v1/admin/products/:id/duplicate", path: () => `/admin/products/${catalogue.plain}/duplicate`, permission: "catalogue.manage", audited: true },
  {
    method: "POST",
    route: "/v1/admin/products/:id/activate",
    path: () => `/admin/products/${catalogue.plain}/activate`,
    body: () => setActive(catalogue.plain, false),
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/products/:id/deactivate",
    path: () => `/admin/products/${catalogue.plain}/deactivate`,
    body: () => setActive(catalogue.plain, true),
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "PUT",
    route: "/v1/admin/products/:id/variants",
    path: () => `/admin/products/${catalogue.sized}/variants`,
    body: async () => {
      const [row] = await api.db.select().from(productSizes).where(eq(productSizes.productId, catalogue.sized));
      // A new stock each time, so every allowed call is a change.
      const stock = row.stock + 1;
      return { version: await versionOf(catalogue.sized), variants: [{ id: row.id, sku: row.sku, mrp: 1000, sellingPrice: 900, stock, maximumOrderQuantity: 5 }] };
    },
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/products/:id/colors",
    path: () => `/admin/products/${catalogue.coloured}/colors`,
    body: async () => {
      await api.db.delete(productColors).where(eq(productColors.productId, catalogue.coloured));
      return { version: await versionOf(catalogue.coloured), colorId: catalogue.colorId };
    },
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "DELETE",
    route: "/v1/admin/products/:id/colors/:colorId",
    path: () => `/admin/products/${catalogue.coloured}/colors/${catalogue.colorId}`,
    body: async () => {
      await api.db.delete(productColors).where(eq(productColors.productId, catalogue.coloured));
      await api.db.insert(productColors).values({ id: newId(), productId: catalogue.coloured, colorId: catalogue.colorId, sellingPricePaise: 900, mrpPaise: 1000, defaultImage: placeholderImage("c") });
      return { version: await versionOf(catalogue.coloured) };
    },
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/products/:id/sizes",
    path: () => `/admin/products/${catalogue.sizedToo}/sizes`,
    body: async () => {
      await api.db.delete(productSizes).where(eq(productSizes.productId, catalogue.sizedToo));
      return { version: await versionOf(catalogue.sizedToo), sizeId: catalogue.sizeId };
    },
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "DELETE",
    route: "/v1/admin/products/:id/sizes/:sizeId",
    path: () => `/admin/products/${catalogue.sizedToo}/sizes/${catalogue.sizeId}`,
    body: async () => {
      await api.db.delete(productSizes).where(eq(productSizes.productId, catalogue.sizedToo));
      await api.db.insert(productSizes).values({ id: newId(), productId: catalogue.sizedToo, sizeId: catalogue.sizeId, sellingPricePaise: 900, mrpPaise: 1000 });
      return { version: await versionOf(catalogue.sizedToo) };
    },
    permission: "catalogue.manage",
    audited: true,
  },
  { method: "GET", route: "/v1/admin/catalogue/export", path: () => "/admin/catalogue/export", permission: "catalogue.manage" },
  {
    method: "POST",
    route: "/v1/admin/catalogue/import",
    path: () => "/admin/catalogue/import",
    // A dry run: it reads the file and writes nothing.
    body: () => {
      const form = new FormData();
      form.set("file", new File(["sku,stock\nWN-MATRIX-1,4\n"], "catalogue.csv", { type: "text/csv" }));
      form.set("dryRun", "yes");
      return form;
    },
    permission: "catalogue.manage",
  },
];

/** The catalogue the product endpoints are called on: a category, a colour, a size and four products. */
const catalogue = { categoryId: newId(), colorId: newId(), sizeId: newId(), plain: newId(), sized: newId(), sizedToo: newId(), coloured: newId() };

async function makeCatalogue() {
  const image = placeholderImage("Matrix");
  await api.db.insert(categories).values({ id: catalogue.categoryId, name: "Matrix", slug: "matrix", image });
  await api.db.insert(colors).values({ id: catalogue.colorId, name: "Matrix Walnut", slug: "matrix-walnut", hex: "#5a3a22" });
  await api.db.insert(sizes).values({ id: catalogue.sizeId, name: "Matrix Large", slug: "matrix-large" });
  const product = (id: string, sku: string, productType: (typeof products.$inferInsert)["productType"]) => ({
    id,
    name: `Matrix ${sku}`,
    slug: sku.toLowerCase(),
    sku,
    productType,
    sellingPricePaise: 90_000,
    mrpPaise: 100_000,
    defaultImage: image,
    image,
    stock: 10,
  });
  await api.db.insert(products).values([
    product(catalogue.plain, "MATRIX-PLAIN", "PRODUCT"),
    product(catalogue.sized, "MATRIX-SIZED", "PRODUCT_WITH_SIZE"),
    product(catalogue.sizedToo, "MATRIX-SIZED-2", "PRODUCT_WITH_SIZE"),
    product(catalogue.coloured, "MATRIX-COLOURED", "PRODUCT_WITH_COLOR"),
  ]);
  await api.db.insert(productSizes).values({ id: newId(), productId: catalogue.sized, sizeId: catalogue.sizeId, sku: "MATRIX-SIZED-L", sellingPricePaise: 90_000, mrpPaise: 100_000 });
}

const productForm = () => ({
  name: "Matrix Table",
  sku: "MATRIX-TABLE",
  categories: [catalogue.categoryId],
  mrp: 1000,
  sellingPrice: 900,
  productType: "PRODUCT",
  stock: 10,
  maximumOrderQuantity: 5,
  hsnCode: "9403",
  gstRate: 18,
});

const versionOf = async (id: string) => (await api.db.select({ version: products.version }).from(products).where(eq(products.id, id)))[0].version;

/** Puts a product in the state an activate or deactivate call changes, and answers that call's body. */
async function setActive(id: string, isActive: boolean) {
  await api.db.update(products).set({ isActive }).where(eq(products.id, id));
  return { version: await versionOf(id) };
}

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
