/**
 * Listings read through indexes (product_categories' listing index, a deferred join for the
 * other orders) must page exactly as plain OFFSET paging over the whole query did.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { growCatalog } from "@api/db/grow-catalog";
import { type TestApi, createTestApi } from "@api/test/harness";
import { loadSynonyms, searchPlan } from "../search/search.queries";
import { LISTING_COUNT_CAP } from "./listing-count-cap";

let api: TestApi;
let livingRoom: string;
let sofas: string;
beforeAll(async () => {
  api = await createTestApi();
  await growCatalog(api.db, 400);
  const [row] = await rows<{ living: string; sofas: string }>(sql`
    select c.id as living, s.id as sofas from categories c join sub_categories s on s.category_id = c.id
    where c.slug = 'living-room' and s.slug = 'sofas'`);
  livingRoom = row.living;
  sofas = row.sofas;
});
afterAll(() => api.close());

const rows = async <T>(query: ReturnType<typeof sql>) => {
  const result = (await api.db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
};

const PAGE = 9;

/** The listing as it was read before: one query, ordered in full, OFFSET to the page. */
async function offsetPage(where: ReturnType<typeof sql>, order: ReturnType<typeof sql>, page: number) {
  const found = await rows<{ id: string }>(sql`
    select p.id from products p where p.is_active and ${where} order by ${order} limit ${PAGE} offset ${(page - 1) * PAGE}`);
  return found.map((r) => r.id);
}

async function apiPage(query: string, page: number) {
  const res = await api.get(`/products?${query}&limit=${PAGE}&page=${page}`);
  expect(res.status).toBe(200);
  return { ids: (res.json.body as { _id: string }[]).map((p) => p._id), totalRecords: res.json.totalRecords as number };
}

const inLivingRoom = () =>
  sql`exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = ${livingRoom})`;
const categoryOrder = () =>
  sql`(select position from product_categories pc where pc.product_id = p.id and pc.category_id = ${livingRoom}), p.created_at desc, p.id`;

/** Every shelf's counter against a count of its rows. */
async function shelfCountMismatches() {
  return rows<{ shelf: string; shelf_id: string }>(sql`
    with actual as (
      select 'category' as shelf, category_id as shelf_id, count(*) filter (where product_active)::int as n from product_categories group by category_id
      union all
      select 'sub_category', sub_category_id, count(*) filter (where product_active)::int from product_sub_categories group by sub_category_id
    )
    select coalesce(a.shelf, c.shelf) as shelf, coalesce(a.shelf_id, c.shelf_id) as shelf_id
    from actual a full join shelf_counts c on c.shelf = a.shelf and c.shelf_id = a.shelf_id
    where coalesce(a.n, 0) <> coalesce(c.active_products, 0)`);
}

describe("shelf counters", () => {
  it("follow products as they are added, switched off and on, moved and removed", async () => {
    expect(await shelfCountMismatches()).toEqual([]);
    const [{ id: moved }] = await rows<{ id: string }>(
      sql`select product_id as id from product_categories where category_id = ${livingRoom} limit 1`,
    );
    const [{ id: other }] = await rows<{ id: string }>(
      sql`select id from categories where id <> ${livingRoom} limit 1`,
    );
    await api.db.execute(
      sql`update products set is_active = false where id in (select product_id from product_sub_categories where sub_category_id = ${sofas} limit 5)`,
    );
    expect(await shelfCountMismatches()).toEqual([]);
    await api.db.execute(
      sql`update products set is_active = true where id in (select product_id from product_sub_categories where sub_category_id = ${sofas} and not product_active limit 2)`,
    );
    await api.db.execute(
      sql`update product_categories set category_id = ${other} where product_id = ${moved} and category_id = ${livingRoom}`,
    );
    expect(await shelfCountMismatches()).toEqual([]);
    await api.db.execute(
      sql`update product_categories set category_id = ${livingRoom} where product_id = ${moved} and category_id = ${other}`,
    );
    await growCatalog(api.db, 30);
    expect(await shelfCountMismatches()).toEqual([]);
  });

  it("are emptied with a truncated membership table (checked in a transaction rolled back)", async () => {
    await api.db
      .transaction(async (tx) => {
        await tx.execute(sql`truncate product_sub_categories`);
        const left = await tx.execute(sql`select count(*)::int as n from shelf_counts where shelf = 'sub_category'`);
        const [row] = Array.isArray(left) ? left : (left as unknown as { rows: { n: number }[] }).rows;
        expect(row.n).toBe(0);
        throw new Error("roll back");
      })
      .catch((error: Error) => expect(error.message).toBe("roll back"));
    expect(await shelfCountMismatches()).toEqual([]);
  });
});

describe("paging a grown catalogue", () => {
  it("gives every page of a category, first to last, exactly what OFFSET paging gave, with an exact count", async () => {
    const [{ total }] = await rows<{ total: number }>(
      sql`select count(*)::int as total from products p where p.is_active and ${inLivingRoom()}`,
    );
    expect(total).toBeGreaterThan(LISTING_COUNT_CAP / 10);
    const pages = Math.ceil(total / PAGE);
    for (let page = 1; page <= pages; page++) {
      const got = await apiPage("catSlug=living-room", page);
      expect(got.totalRecords).toBe(total);
      expect(got.ids, `page ${page}`).toEqual(await offsetPage(inLivingRoom(), categoryOrder(), page));
    }
  });

  it("pages a sub-category and related products (one left out) as OFFSET paging did", async () => {
    const inSofas = sql`${inLivingRoom()} and exists (select 1 from product_sub_categories s where s.product_id = p.id and s.sub_category_id = ${sofas})`;
    const [{ total }] = await rows<{ total: number }>(
      sql`select count(*)::int as total from products p where p.is_active and ${inSofas}`,
    );
    const last = Math.ceil(total / PAGE);
    for (const page of [1, 2, 5, last - 1, last]) {
      const got = await apiPage("catSlug=living-room&subCatSlug=sofas", page);
      expect(got.totalRecords).toBe(total);
      expect(got.ids, `page ${page}`).toEqual(await offsetPage(inSofas, categoryOrder(), page));
    }
    const [first] = await offsetPage(inLivingRoom(), categoryOrder(), 1);
    const related = await apiPage(`category=${livingRoom}&exclude=${first}`, 1);
    expect(related.ids).toEqual(await offsetPage(sql`${inLivingRoom()} and p.id <> ${first}`, categoryOrder(), 1));
  });

  it("pages every sort, and a colour filter, deep into a category as OFFSET paging did", async () => {
    const orders: Record<string, ReturnType<typeof sql>> = {
      newest: sql`p.created_at desc, p.id`,
      bestsellers: sql`p.sold_count desc, p.created_at desc, p.id`,
      "price-l-h": sql`p.selling_price_paise, p.id`,
      "price-h-l": sql`p.selling_price_paise desc, p.id`,
      "name-a-z": sql`lower(p.name), p.id`,
      "name-z-a": sql`lower(p.name) desc, p.id`,
      discount: sql`p.selling_price_paise::float8 / p.mrp_paise, p.created_at desc, p.id`,
    };
    for (const [sort, order] of Object.entries(orders)) {
      for (const page of [1, 7, 15]) {
        expect((await apiPage(`catSlug=living-room&sort=${sort}`, page)).ids, `${sort} page ${page}`).toEqual(
          await offsetPage(inLivingRoom(), order, page),
        );
      }
    }
    const grey = sql`${inLivingRoom()} and exists (select 1 from product_colors v join colors c on c.id = v.color_id where v.product_id = p.id and c.slug = 'grey')`;
    for (const page of [1, 3]) {
      expect((await apiPage("catSlug=living-room&colors=grey", page)).ids).toEqual(
        await offsetPage(grey, categoryOrder(), page),
      );
    }
  });

  it("caps the count of a filtered listing and of the whole shop at LISTING_COUNT_CAP", async () => {
    await growCatalog(api.db, LISTING_COUNT_CAP);
    expect((await apiPage("sort=newest", 1)).totalRecords).toBe(LISTING_COUNT_CAP);
    const [{ total }] = await rows<{ total: number }>(
      sql`select count(*)::int as total from products p where p.is_active and ${inLivingRoom()}`,
    );
    expect((await apiPage("catSlug=living-room", 1)).totalRecords).toBe(total);
  });

  it("caps the count of a plain search at LISTING_COUNT_CAP too, and pages it to there", async () => {
    // A quarter of the demo's products are tables: five thousand products hold well over the cap.
    await growCatalog(api.db, LISTING_COUNT_CAP * 5);
    const [{ total }] = await rows<{ total: number }>(
      sql`select count(*)::int as total from product_search where document @@ to_tsquery('english', 'table')`,
    );
    expect(total).toBeGreaterThan(LISTING_COUNT_CAP);
    const first = await apiPage("searchQuery=table", 1);
    expect(first.totalRecords).toBe(LISTING_COUNT_CAP);
    expect(first.ids).toHaveLength(9);
    expect((await apiPage("searchQuery=table", Math.ceil(LISTING_COUNT_CAP / 9))).ids.length).toBeGreaterThan(0);
  });

  it("ranks a search finding many products once, pages it from the kept ranking, and forgets it when a document changes", async () => {
    // 'table' finds well over RANKING_KEPT_FROM products since the test above.
    const plan = searchPlan("table", await loadSynonyms(api.db));
    const offsetRanked = async (page: number) =>
      (
        await rows<{ id: string }>(sql`
          select product_id as id from product_search where ${plan.matches(sql`document`)}
          order by (name_key = ' table ') desc, (name_key like '% table %') desc, ts_rank(document, ${plan.tsquery}) desc, created_at desc, product_id
          limit ${PAGE} offset ${(page - 1) * PAGE}`)
      ).map((r) => r.id);
    const version = async () => (await rows<{ version: string }>(sql`select version from listing_version`))[0].version;
    const kept = () =>
      rows<{ version: string; ids: number }>(
        sql`select version, cardinality(ids) as ids from listing_figures where key like 'search %'`,
      );

    // A ranking read before a change and stored after it is never served.
    await api.db.execute(sql`
      insert into listing_figures (key, version, ids, total) values (${`search ${plan.key}`}, ${Number(await version()) - 1}, '{nobody}', 1)
      on conflict (key) do update set version = excluded.version, ids = excluded.ids, total = excluded.total`);
    for (const page of [1, 2, 60])
      expect((await apiPage("searchQuery=table", page)).ids).toEqual(await offsetRanked(page));
    expect(await kept()).toEqual([{ version: await version(), ids: LISTING_COUNT_CAP }]);
    for (const page of [3, 111])
      expect((await apiPage("searchQuery=table", page)).ids).toEqual(await offsetRanked(page));

    // Stock moves with every order and changes no document: the ranking stays.
    const [second] = (await apiPage("searchQuery=table", 2)).ids;
    await api.db.execute(sql`update products set stock = stock + 1 where id = ${second}`);
    expect(await kept()).toHaveLength(1);

    await api.db.execute(sql`update products set name = 'Table' where id = ${second}`);
    expect(await kept()).toEqual([]);
    const first = await apiPage("searchQuery=table", 1);
    expect(first.ids[0]).toBe(second);
    expect(first.ids).toEqual(await offsetRanked(1));
  });

  it("counts a filtered listing once, and again after each change to what it reads, not after a stock move", async () => {
    const inSofas = sql`p.is_active and exists (select 1 from product_sub_categories ps where ps.product_id = p.id and ps.sub_category_id = ${sofas})`;
    const grey = sql`exists (select 1 from product_colors v join colors c on c.id = v.color_id where v.product_id = p.id and c.slug = 'grey')`;
    const count = async (where: ReturnType<typeof sql>) =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from products p where ${inSofas} and ${where}`))[0].n;
    const greySofas = () => apiPage("catSlug=living-room&subCatSlug=sofas&colors=grey", 1);
    const sofasOnSale = () => apiPage("catSlug=living-room&subCatSlug=sofas&onSale=true", 1);
    const kept = async () =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from listing_figures where key like 'count %'`))[0].n;

    const before = await count(grey);
    expect(before).toBeLessThan(LISTING_COUNT_CAP);
    expect((await greySofas()).totalRecords).toBe(before);
    expect(await kept()).toBeGreaterThan(0);

    const [counted] = (await greySofas()).ids;
    await api.db.execute(sql`update product_colors set stock = stock + 1 where product_id = ${counted}`);
    expect(await kept()).toBeGreaterThan(0);

    await api.db.execute(sql`update products set is_active = false where id = ${counted}`);
    expect((await greySofas()).totalRecords).toBe(before - 1);
    await api.db.execute(sql`update products set is_active = true where id = ${counted}`);
    expect((await greySofas()).totalRecords).toBe(before);

    const [variant] = await rows<{ id: string }>(sql`
      select v.id from product_colors v join products p on p.id = v.product_id where ${inSofas} and not ${grey} limit 1`);
    await api.db.execute(
      sql`update product_colors set color_id = (select id from colors where slug = 'grey') where id = ${variant.id}`,
    );
    expect((await greySofas()).totalRecords).toBe(before + 1);
    expect(before + 1).toBe(await count(grey));

    const onSale = sql`p.selling_price_paise < p.mrp_paise`;
    const saleBefore = await count(onSale);
    expect((await sofasOnSale()).totalRecords).toBe(saleBefore);
    const [reduced] = (await sofasOnSale()).ids;
    await api.db.execute(sql`update products set selling_price_paise = mrp_paise where id = ${reduced}`);
    expect((await sofasOnSale()).totalRecords).toBe(saleBefore - 1);
  });

  it("leaves a product out of every listing and count while it is inactive, and brings it back", async () => {
    const before = await apiPage("catSlug=living-room&subCatSlug=sofas", 1);
    const [hidden] = before.ids;
    await api.db.execute(sql`update products set is_active = false where id = ${hidden}`);
    // A category given to an inactive product does not count it either.
    const [dining] = await rows<{ id: string }>(sql`select id from categories where slug = 'dining'`);
    const diningBefore = (await apiPage("catSlug=dining", 1)).totalRecords;
    await api.db.execute(
      sql`insert into product_categories (product_id, category_id, position) values (${hidden}, ${dining.id}, 0)`,
    );

    const hiddenNow = await apiPage("catSlug=living-room&subCatSlug=sofas", 1);
    expect(hiddenNow.totalRecords).toBe(before.totalRecords - 1);
    expect(hiddenNow.ids).not.toContain(hidden);
    expect((await apiPage("catSlug=dining", 1)).totalRecords).toBe(diningBefore);

    await api.db.execute(sql`update products set is_active = true where id = ${hidden}`);
    const back = await apiPage("catSlug=living-room&subCatSlug=sofas", 1);
    expect(back).toEqual(before);
    const diningAfter = await apiPage("catSlug=dining", 1);
    expect(diningAfter.totalRecords).toBe(diningBefore + 1);
    expect(diningAfter.ids[0]).toBe(hidden);
  });
});
