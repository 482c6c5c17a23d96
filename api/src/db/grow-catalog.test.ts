import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, createTestApi } from "../test/harness";
import { growCatalog } from "./grow-catalog";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const rows = async <T>(query: ReturnType<typeof sql>) => {
  const result = (await api.db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
};

/** Products per category, as shares of the catalogue. */
const categoryShares = async () => {
  const counts = await rows<{ slug: string; n: number }>(sql`
    select c.slug, count(*)::int as n from product_categories pc join categories c on c.id = pc.category_id group by c.slug`);
  const total = counts.reduce((sum, c) => sum + c.n, 0);
  return Object.fromEntries(counts.map((c) => [c.slug, c.n / total]));
};

describe("growCatalog", () => {
  it("adds products in the demo's proportions, with their own names, prices and variants, that the shop serves", async () => {
    const before = await categoryShares();
    const [{ demo }] = await rows<{ demo: number }>(sql`select count(*)::int as demo from products`);

    // Six rounds of the demo's products: each category grows by the same factor.
    const result = await growCatalog(api.db, demo * 6);
    expect(result).toMatchObject({ added: demo * 6, models: demo, firstSerial: 1 });

    const [counts] = await rows<{ products: number; slugs: number; skus: number; inactive: number; types: number }>(sql`
      select count(*)::int as products, count(distinct slug)::int as slugs, count(distinct sku)::int as skus,
        (count(*) filter (where not is_active))::int as inactive, count(distinct product_type)::int as types
      from products`);
    expect(counts).toMatchObject({ products: demo * 7, slugs: demo * 7, skus: demo * 7, types: 4 });
    expect(counts.inactive).toBeGreaterThan(0);
    expect(counts.inactive).toBeLessThan(demo * 7 * 0.02);
    const after = await categoryShares();
    for (const [slug, share] of Object.entries(before)) expect(after[slug]).toBeCloseTo(share, 5);

    // Every clone has its model's variants, each size under its own clone's colour.
    const [variants] = await rows<{ missingColors: number; foreignSizes: number; badPrices: number }>(sql`
      select
        (select count(*)::int from products p join products m on m.sku = regexp_replace(p.sku, '-G[0-9]+$', '')
          where p.sku ~ '-G[0-9]+$'
            and (select count(*) from product_colors where product_id = p.id) <> (select count(*) from product_colors where product_id = m.id)) as "missingColors",
        (select count(*)::int from product_sizes s join product_colors c on c.id = s.product_color_id where c.product_id <> s.product_id) as "foreignSizes",
        (select count(*)::int from products where selling_price_paise % 10000 <> 9900 and sku ~ '-G[0-9]+$') as "badPrices"`);
    expect(variants).toEqual({ missingColors: 0, foreignSizes: 0, badPrices: 0 });

    const [grown] = await rows<{ slug: string; name: string }>(sql`
      select slug, name from products where sku ~ '-G[0-9]+$' and is_active and product_type = 'PRODUCT_WITH_COLOR_SIZE' limit 1`);
    expect(grown.slug).toMatch(/-\d+$/);
    const page = await api.get(`/products/by-slug/${grown.slug}`);
    expect(page.status).toBe(200);
    expect(page.json.body.name).toBe(grown.name);
    expect(page.json.body.colors.length).toBeGreaterThan(0);
    expect(page.json.body.colors[0].sizes.length).toBeGreaterThan(0);

    // Searchable like any other: the batch's search documents were made with it.
    const [documents] = await rows<{ missing: number }>(sql`
      select count(*)::int as missing from products p
      where p.is_active and not exists (select 1 from product_search s where s.product_id = p.id)`);
    expect(documents.missing).toBe(0);
    const found = await api.get(`/products?searchQuery=${encodeURIComponent(grown.name)}&limit=100`);
    expect(found.json.body.map((card: { slug: string }) => card.slug)).toContain(grown.slug);
  });

  it("numbers a second run after the first, so slugs and skus stay unique", async () => {
    const result = await growCatalog(api.db, 10);
    expect(result.firstSerial).toBeGreaterThan(1);
    const [counts] = await rows<{ products: number; slugs: number }>(sql`
      select count(*)::int as products, count(distinct slug)::int as slugs from products`);
    expect(counts.slugs).toBe(counts.products);
  });

  it("refuses a count that is not a whole number above 0", async () => {
    await expect(growCatalog(api.db, 0)).rejects.toThrow(/whole number above 0/);
  });
});
