import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, categories, products, staff } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import type { TestApi } from "@api/test/harness";
import { postSignedWebhook } from "@api/test/sandbox-signatures";
import {
  findProduct,
  line,
  type Target,
  openShop,
  prepaidOrderAtGateway,
} from "@api/resources/customer-orders/order-fixtures";
import { patch, signedInStaff } from "@api/resources/admin/test-helpers";

let api: TestApi;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let product: Target;
beforeAll(async () => {
  api = await openShop();
  owner = await signedInStaff(api, "owner");
  product = await findProduct(api, "PRODUCT", 0);
}, 240_000);
afterAll(() => api.close());

const lastEntry = async (entityType: string, action: string) =>
  (
    await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, entityType), eq(auditLog.action, action)))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(1)
  )[0];

const listed = async (query: string) => {
  const res = await api.get(`/admin/audit?${query}`, owner.token);
  expect(res.status).toBe(200);
  return res.json.body as {
    action: string;
    actor: string;
    actorKind: string;
    entityLabel: string;
    entityId: string;
    changes: { field: string; label: string; before?: unknown; after?: unknown }[];
  }[];
};

describe("an audit entry a person can read", () => {
  it("names a product by its name and SKU", async () => {
    const [row] = await api.db.select().from(products).where(eq(products.id, product.productId));
    const res = await api.post(`/admin/products/${row.id}/deactivate`, { version: row.version }, owner.token);
    expect(res.status).toBe(200);
    const entry = await lastEntry("product", "product.deactivate");
    expect(entry).toMatchObject({
      actorKind: "staff",
      actorName: owner.member.name,
      entityLabel: `${row.name} (${row.sku})`,
    });
    const [shown] = await listed("entityType=product");
    expect(shown).toMatchObject({ actor: owner.member.name, entityLabel: `${row.name} (${row.sku})` });
    expect(shown.changes).toEqual([{ field: "isActive", label: "Status", before: true, after: false }]);
    await api.post(`/admin/products/${row.id}/activate`, { version: row.version + 1 }, owner.token);
  });

  it("keeps only the fields that changed of a record saved whole", async () => {
    const [row] = await api.db.select().from(categories).limit(1);
    const res = await patch(
      api,
      `/admin/categories/${row.id}`,
      {
        name: row.name,
        slug: row.slug,
        seoTitle: "Handmade beds",
        seoDescription: row.seoDescription,
        version: row.version,
      },
      owner.token,
    );
    expect(res.status).toBe(200);
    const entry = await lastEntry("category", "category.update");
    expect(entry).toMatchObject({
      entityLabel: row.name,
      before: { seoTitle: row.seoTitle },
      after: { seoTitle: "Handmade beds" },
    });
    expect(Object.keys(entry.after as object)).toEqual(["seoTitle"]);
    const [shown] = await listed("entityType=category");
    expect(shown.changes).toEqual([
      { field: "seoTitle", label: "SEO title", before: row.seoTitle, after: "Handmade beds" },
    ]);
  });

  it("keeps one slide's changed words, not the whole settings document, and names the slide", async () => {
    const home = (await api.get("/admin/site-settings/home", owner.token)).json.body;
    const slide = home.slides[0];
    const res = await api.request("PUT", "/admin/site-settings/home/slides/0", {
      body: {
        title: "Monsoon sale",
        text: slide.text,
        webpageUrl: slide.webpageUrl,
        alt: slide.image.alt,
        version: home.version,
      },
      token: owner.token,
    });
    expect(res.status).toBe(200);
    const entry = await lastEntry("site_content", "home.slides.update");
    expect(entry.entityLabel).toBe("Home page and shop settings · Hero slide 1: Monsoon sale");
    expect(entry.before).toEqual({ slider: { 0: { title: slide.title } }, version: home.version });
    expect(entry.after).toEqual({ slider: { 0: { title: "Monsoon sale" } }, version: home.version + 1 });
    // The issue measured 3,728 characters for one slide's edit.
    expect(JSON.stringify([entry.before, entry.after]).length).toBeLessThan(200);
    const [shown] = await listed("entityType=site_content");
    expect(shown.changes).toEqual([
      { field: "slider.0.title", label: "Hero slides › No. 1 › Title", before: slide.title, after: "Monsoon sale" },
    ]);
  });

  it("never keeps a secret, however the caller passes it", async () => {
    const [member] = await api.db.select().from(staff).where(eq(staff.id, owner.member.id));
    await recordAudit(api.db, {
      actor: owner.member,
      action: "staff.test",
      entityType: "staff",
      entityId: member.id,
      before: { name: member.name, passwordHash: "hash-one", totpSecret: "SECRET1", role: "catalogue" },
      after: { name: member.name, passwordHash: "hash-two", totpSecret: "SECRET2", sessionToken: "tok", role: "owner" },
      at: new Date(),
    });
    const entry = await lastEntry("staff", "staff.test");
    expect(entry).toMatchObject({
      before: { role: "catalogue" },
      after: { role: "owner" },
      entityLabel: `${member.name} (${member.email})`,
    });
    expect(JSON.stringify(entry)).not.toMatch(/hash-|SECRET|tok"/);
  });

  it("records the shopper placing an order and the gateway's payment, and filters by who acted", async () => {
    const shopper = await api.signIn({ firstName: "Priya" });
    const { order, gatewayOrderId } = await prepaidOrderAtGateway(api, shopper.token, [line(product, 1)]);
    const raw = JSON.stringify({
      entity: "event",
      event: "payment.captured",
      contains: ["payment"],
      payload: {
        payment: {
          entity: { id: "pay_AUDITNAMES001", entity: "payment", order_id: gatewayOrderId, status: "captured" },
        },
      },
    });
    const paid = await postSignedWebhook(api, raw, "evt_audit_names");
    expect(paid.status).toBe(200);

    const byGateway = await listed("actorKind=gateway");
    expect(byGateway[0]).toMatchObject({
      action: "order.paid",
      actorKind: "gateway",
      actor: "Payment gateway",
      entityId: order.orderId,
    });
    expect(byGateway[0].entityLabel).toMatch(new RegExp(`^${order.orderId} · Priya`));
    expect(byGateway[0].changes).toContainEqual({
      field: "orderStatus",
      label: "Order status",
      before: "PAYMENT_PENDING",
      after: "ORDERPLACED",
    });
    expect(byGateway.every((row) => row.actorKind === "gateway")).toBe(true);

    const byShopper = await listed("actorKind=shopper");
    expect(byShopper[0]).toMatchObject({ action: "order.placed", actorKind: "shopper", entityId: order.orderId });
    expect(byShopper[0].actor).toMatch(/^Shopper Priya/);
    expect((await listed("actorKind=staff")).every((row) => row.actorKind === "staff")).toBe(true);
    expect((await api.get("/admin/audit?actorKind=robot", owner.token)).json.errors).toHaveProperty("actorKind");
  });
});
