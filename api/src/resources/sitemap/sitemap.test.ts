import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { growCatalog } from "@api/db/grow-catalog";
import { readApiEnv } from "@api/env";
import { SITEMAP_RATE_LIMIT } from "@api/middleware/address-rate-limit";
import { type TestApi, createTestApi } from "@api/test/harness";

const PER_FILE = 10;

let api: TestApi;
beforeAll(async () => {
  // A small file size stands in for the protocol's 50,000 so a small catalogue needs several files.
  api = await createTestApi({ env: { SITEMAP_URLS_PER_FILE: String(PER_FILE) } });
  await growCatalog(api.db, 35);
});
afterAll(() => api.close());

const rows = async <T>(query: ReturnType<typeof sql>) => {
  const result = (await api.db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
};

const lines = (text: string) =>
  text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { type: string; slug: string; categorySlug?: string; lastmod?: string });

describe("GET /sitemap and /sitemap/:file", () => {
  it("splits the products into files of at most SITEMAP_URLS_PER_FILE after a file of the shop's pages", async () => {
    const active = await rows<{ slug: string }>(sql`select slug from products where is_active`);
    const index = await api.get("/sitemap");
    expect(index.status).toBe(200);
    expect(index.headers.get("cache-control")).toBe("public, max-age=3600");
    const files = 1 + Math.ceil(active.length / PER_FILE);
    expect(index.json.body).toEqual({ urlsPerFile: PER_FILE, products: active.length, files });

    const pages = await api.get("/sitemap/1");
    expect(pages.headers.get("content-type")).toContain("application/x-ndjson");
    const pageEntries = lines(pages.json);
    expect(pageEntries).toContainEqual(expect.objectContaining({ type: "category", slug: "living-room" }));
    expect(pageEntries).toContainEqual(
      expect.objectContaining({ type: "subCategory", categorySlug: "living-room", slug: "sofas" }),
    );
    expect(pageEntries.some((e) => e.type === "post" && /^\d{4}-\d{2}-\d{2}$/.test(e.lastmod ?? ""))).toBe(true);
    expect(pageEntries.some((e) => e.type === "project")).toBe(true);
    expect(pageEntries.some((e) => e.type === "product")).toBe(false);

    const listed: string[] = [];
    for (let file = 2; file <= files; file++) {
      const res = await api.get(`/sitemap/${file}`);
      expect(res.status).toBe(200);
      const entries = lines(res.json);
      expect(entries.length, `file ${file}`).toBeLessThanOrEqual(PER_FILE);
      expect(entries.length).toBeGreaterThan(0);
      listed.push(...entries.map((e) => e.slug));
    }
    expect(listed.sort()).toEqual(active.map((p) => p.slug).sort());
  });

  it("dates each category, sub-category, post and product by its last change: an edit, a new product on its shelf, its creation", async () => {
    const [product] = await rows<{ id: string; slug: string; created: string }>(
      sql`select id, slug, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as created from products where is_active order by id limit 1`,
    );
    const [category] = await rows<{ id: string }>(sql`select id from categories where slug = 'living-room'`);
    const [sofas] = await rows<{ id: string }>(
      sql`select id from sub_categories where slug = 'sofas' and category_id = ${category.id}`,
    );
    await api.db.execute(sql`insert into audit_log (id, action, entity_type, entity_id, at) values
      ('sitemap-1', 'product.update', 'product', ${product.id}, '2031-05-06T23:30:00Z'),
      ('sitemap-2', 'category.update', 'category', ${category.id}, '2031-05-07T10:00:00Z'),
      ('sitemap-3', 'subCategory.update', 'subCategory', ${sofas.id}, '2031-05-08T10:00:00Z')`);
    try {
      const pageEntries = lines((await api.get("/sitemap/1")).json);
      expect(pageEntries).toContainEqual({ type: "category", slug: "living-room", lastmod: "2031-05-07" });
      expect(pageEntries).toContainEqual({
        type: "subCategory",
        categorySlug: "living-room",
        slug: "sofas",
        lastmod: "2031-05-08",
      });
      for (const entry of pageEntries.filter((e) => e.type !== "project")) {
        expect(entry.lastmod, `${entry.type} ${entry.slug}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }

      const { files } = (await api.get("/sitemap")).json.body;
      const products = [];
      for (let file = 2; file <= files; file++) products.push(...lines((await api.get(`/sitemap/${file}`)).json));
      expect(products).toContainEqual({ type: "product", slug: product.slug, lastmod: "2031-05-06" });
      for (const entry of products) expect(entry.lastmod, entry.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const untouched = products.find((entry) => entry.slug !== product.slug);
      const [created] = await rows<{ created: string }>(
        sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as created from products where slug = ${untouched?.slug}`,
      );
      expect(untouched?.lastmod).toBe(created.created);
    } finally {
      await api.db.execute(sql`delete from audit_log where id in ('sitemap-1', 'sitemap-2', 'sitemap-3')`);
    }
  });

  it("answers 404 past the last file", async () => {
    const { files } = (await api.get("/sitemap")).json.body;
    expect((await api.get(`/sitemap/${files + 1}`)).status).toBe(404);
    expect((await api.get("/sitemap/0")).status).toBe(404);
  });

  it("uses the protocol's 50,000 addresses per file unless told fewer, and never more", () => {
    expect(readApiEnv({ NODE_ENV: "test" }).SITEMAP_URLS_PER_FILE).toBe(50_000);
    expect(() => readApiEnv({ NODE_ENV: "test", SITEMAP_URLS_PER_FILE: "50001" })).toThrow(/SITEMAP_URLS_PER_FILE/);
  });

  it(`limits one address to ${SITEMAP_RATE_LIMIT.max} requests a minute`, async () => {
    const limited = await createTestApi({ seed: false });
    try {
      for (let i = 0; i < SITEMAP_RATE_LIMIT.max; i++) expect((await limited.get("/sitemap")).status).toBe(200);
      const refused = await limited.get("/sitemap/1");
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("60");
      limited.clock.advance(60_000);
      expect((await limited.get("/sitemap")).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
