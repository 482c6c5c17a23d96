import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "@api/db/schema";
import { newId } from "@api/lib/ids";
import { createTestApi, type TestApi } from "@api/test/harness";
import { NEWSLETTER_PAGE_SIZE } from "@api/validation/admin-enquiries";
import { signedInStaff } from "@api/resources/admin/test-helpers";

let api: TestApi;
let token: string;
const tag = newId().toLowerCase().slice(0, 8);

beforeAll(async () => {
  api = await createTestApi({ seed: false });
  token = (await signedInStaff(api, "content")).token;
  await api.db.insert(newsletterSubscribers).values([
    { id: newId(), email: `old.${tag}@example.in`, createdAt: new Date("2026-01-01T18:45:00Z") },
    {
      id: newId(),
      email: `gone.${tag}@example.in`,
      createdAt: new Date("2026-01-02T00:00:00Z"),
      unsubscribedAt: new Date("2026-02-01T00:00:00Z"),
    },
    { id: newId(), email: `=cmd.${tag}@example.in`, createdAt: new Date("2026-01-03T00:00:00Z") },
    ...Array.from({ length: NEWSLETTER_PAGE_SIZE }, (_, i) => ({
      id: newId(),
      email: `many${i}@example.in`,
      createdAt: new Date("2025-06-01T00:00:00Z"),
    })),
  ]);
});
afterAll(() => api.close());

describe("GET /admin/newsletter", () => {
  it("lists the subscribed, newest first, searched by email", async () => {
    const res = await api.get(`/admin/newsletter?q=${tag}`, token);
    expect(res.status).toBe(200);
    expect(res.json.body.map((row: { email: string }) => row.email)).toEqual([
      `=cmd.${tag}@example.in`,
      `old.${tag}@example.in`,
    ]);
    const gone = await api.get(`/admin/newsletter?q=${tag}&status=unsubscribed`, token);
    expect(gone.json.body).toEqual([
      expect.objectContaining({ email: `gone.${tag}@example.in`, unsubscribedAt: "2026-02-01T00:00:00.000Z" }),
    ]);
    expect((await api.get(`/admin/newsletter?q=${tag}&status=all`, token)).json.totalRecords).toBe(3);
  });

  it("pages the list", async () => {
    const first = await api.get("/admin/newsletter", token);
    expect(first.json).toMatchObject({ page: 1, totalPages: 2, totalRecords: NEWSLETTER_PAGE_SIZE + 2 });
    expect(first.json.body).toHaveLength(NEWSLETTER_PAGE_SIZE);
    expect((await api.get("/admin/newsletter?page=2", token)).json.body).toHaveLength(2);
  });

  it("refuses a bad status", async () => {
    const res = await api.get("/admin/newsletter?status=maybe", token);
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ status: "Status is not one of the allowed values" });
  });
});

describe("GET /admin/newsletter/export", () => {
  it("streams the filtered list as CSV in India's time, formulas made harmless", async () => {
    const res = await api.request("GET", `/admin/newsletter/export?q=${tag}&status=all`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="woodnest-newsletter-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (res.json as string)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines).toEqual([
      "email,subscribed_at,unsubscribed_at",
      `'=cmd.${tag}@example.in,2026-01-03 05:30,`,
      `gone.${tag}@example.in,2026-01-02 05:30,2026-02-01 05:30`,
      `old.${tag}@example.in,2026-01-02 00:15,`,
    ]);
  });
});
