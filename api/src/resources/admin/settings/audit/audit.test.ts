import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { newId } from "@api/lib/ids";
import { createTestApi, type TestApi } from "@api/test/harness";
import { signedInStaff } from "@api/resources/admin/test-helpers";

let api: TestApi;
let ownerToken: string;
let ownerId: string;
let ownerEmail: string;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
  const owner = await signedInStaff(api, "owner");
  ownerToken = owner.token;
  ownerId = owner.member.id;
  ownerEmail = owner.member.email;
  const actor = { id: owner.member.id, email: owner.member.email };
  // 30 Jan 2026 23:00 in India is still 30 Jan there, though 17:30 UTC.
  const entries = [
    { action: "staff.invite", entityType: "staff", at: "2026-01-30T17:30:00Z" },
    { action: "staff.update", entityType: "staff", at: "2026-01-31T04:00:00Z" },
    { action: "product.update", entityType: "product", at: "2026-02-02T04:00:00Z" },
  ];
  for (const entry of entries) {
    await recordAudit(api.db, {
      actor,
      ...entry,
      entityId: newId(),
      before: { price: 1 },
      after: { price: 2 },
      at: new Date(entry.at),
    });
  }
  await recordAudit(api.db, {
    actor: null,
    action: "staff.invite",
    entityType: "staff",
    entityId: newId(),
    after: {},
    at: new Date("2026-01-15T04:00:00Z"),
  });
});
afterAll(() => api.close());

const actions = async (query: string) => {
  const res = await api.get(`/admin/audit?${query}`, ownerToken);
  expect(res.status).toBe(200);
  return res.json.body.map((row: { action: string }) => row.action);
};

describe("the audit log", () => {
  it("lists the newest first with the changed fields", async () => {
    const res = await api.get("/admin/audit", ownerToken);
    expect(res.json.totalRecords).toBe(4);
    expect(res.json.body[0]).toMatchObject({
      action: "product.update",
      staffId: ownerId,
      changes: [{ field: "price", label: "Price", before: 1, after: 2 }],
    });
  });

  it("reads an entry written before records were named: its whole records, compared", async () => {
    const id = newId();
    await api.db.insert(auditLog).values({
      id,
      staffId: ownerId,
      staffEmail: ownerEmail,
      action: "coupon.update",
      entityType: "coupon",
      entityId: "DIWALI10",
      before: { code: "DIWALI10", discount: 10, isActive: true },
      after: { code: "DIWALI10", discount: 15, isActive: true },
      at: new Date("2024-01-01T00:00:00Z"),
    });
    const res = await api.get("/admin/audit?entityType=coupon", ownerToken);
    expect(res.json.body).toEqual([
      expect.objectContaining({
        _id: id,
        actorKind: "staff",
        entityLabel: null,
        changes: [{ field: "discount", label: "Discount", before: 10, after: 15 }],
      }),
    ]);
    await api.db.delete(auditLog).where(eq(auditLog.id, id));
  });

  it("filters by staff, entity type, action and days in India's time", async () => {
    expect(await actions(`staffId=${ownerId}`)).toHaveLength(3);
    expect(await actions("entityType=product")).toEqual(["product.update"]);
    expect(await actions("action=staff.invite")).toEqual(["staff.invite", "staff.invite"]);
    expect(await actions("from=2026-01-31&to=2026-01-31")).toEqual(["staff.update"]);
    expect(await actions("to=2026-01-30")).toEqual(["staff.invite", "staff.invite"]);
    expect((await api.get("/admin/audit?from=31-01-2026", ownerToken)).status).toBe(400);
  });

  it("pages 25 at a time", async () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({
      id: newId(),
      staffId: ownerId,
      staffEmail: ownerEmail,
      action: "page.test",
      entityType: "page",
      entityId: String(i),
      at: new Date(Date.UTC(2025, 0, 1, 0, i)),
    }));
    await api.db.insert(auditLog).values(rows);
    const second = await api.get("/admin/audit?entityType=page&page=2", ownerToken);
    expect(second.json).toMatchObject({ page: 2, totalPages: 2, totalRecords: 30 });
    expect(second.json.body).toHaveLength(5);
  });

  it("offers the filters' values", async () => {
    const res = await api.get("/admin/audit/filters", ownerToken);
    expect(res.json.body.entityTypes).toEqual(expect.arrayContaining(["product", "staff"]));
    expect(res.json.body.actions).toEqual(expect.arrayContaining(["product.update", "staff.invite", "staff.update"]));
    expect(res.json.body.staff).toEqual([{ _id: ownerId, email: ownerEmail }]);
  });
});
