import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * Collection names a grown product takes in place of its model's first word ('Kabir Fabric
 * Sofa' becomes 'Kaveri Fabric Sofa'), and finishes it may add, so a big shop reads like a
 * real one rather than the demo repeated.
 */
const COLLECTIONS = [
  "Aarav",
  "Amber",
  "Banaras",
  "Bastar",
  "Bodhi",
  "Chandni",
  "Chettinad",
  "Coorg",
  "Deccan",
  "Devika",
  "Ellora",
  "Falak",
  "Gulmohar",
  "Hampi",
  "Indus",
  "Jharokha",
  "Kaveri",
  "Konark",
  "Kovalam",
  "Kutch",
  "Lotus",
  "Malabar",
  "Mehrab",
  "Mysore",
  "Neem",
  "Nilgiri",
  "Orchha",
  "Pushkar",
  "Qila",
  "Rangoli",
  "Saanjh",
  "Sahyadri",
  "Shekhawati",
  "Thar",
  "Tulsi",
  "Udaipur",
  "Vrindavan",
  "Yamuna",
  "Zarina",
  "Ashoka",
];
const EDITIONS = ["", "Classic", "Royal", "Compact", "Grand", "Heritage", "Nova", "Studio", "Luxe", "Urban", "Vintage"];

/** Products per transaction: large enough for bulk speed, small enough for PGlite's memory. */
const BATCH = 20_000;

/** A grown product's sku: its model's sku and a serial (WN-LIV-001-G1234), which also marks it as grown. */
const GROWN_SKU = "-G[0-9]+$";

export type GrowResult = { added: number; models: number; firstSerial: number };

const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * Adds `count` products cloned from the shop's own (non-grown) products in turn, so categories,
 * sub-categories, product types, colours and sizes keep the shop's proportions and images are
 * reused. Each clone gets its own name, slug, sku, prices (within 20% of its model's, still
 * ending in 99), arrival date and sales; about one in 97 is inactive, as a real shop keeps some.
 * Everything is INSERT … SELECT over generate_series, BATCH products per transaction.
 */
export async function growCatalog(db: Db, count: number): Promise<GrowResult> {
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`Cannot add ${count} products: give a whole number above 0`);
  const rows = async <T>(query: ReturnType<typeof sql>) => {
    const result = (await db.execute(query)) as unknown as { rows: T[] } | T[];
    return Array.isArray(result) ? result : result.rows;
  };
  const [start] = await rows<{ models: number; serial: number; position: number }>(sql`
    SELECT
      (SELECT count(*)::int FROM products WHERE sku !~ ${GROWN_SKU}) AS models,
      (SELECT coalesce(max(substring(sku FROM '-G([0-9]+)$')::int), 0) FROM products) AS serial,
      (SELECT coalesce(max(position), 0) FROM product_categories) AS position`);
  if (start.models === 0) throw new Error("The shop has no products to model new ones on: run npm run db:reset first");

  const collections = textArray(COLLECTIONS);
  const editions = textArray(EDITIONS);
  for (let done = 0; done < count; done += BATCH) {
    const from = start.serial + done + 1;
    const to = start.serial + Math.min(count, done + BATCH);
    await db.transaction(async (tx) => {
      // The products' search documents are made once for the batch, below, not by the triggers
      // after each insert (api/drizzle/0004_search.sql): a third of the time and of the table.
      await tx.execute(sql`SET LOCAL woodnest.search_refresh = 'deferred'`);
      // One row per new product: its serial, id and model; every insert below reads it.
      await tx.execute(sql`
        CREATE TEMP TABLE grow_plan ON COMMIT DROP AS
        SELECT g.n, substr(md5('grown-product-' || g.n), 1, 24) AS id, m.id AS model_id,
          0.8 + ((g.n * 37) % 41) / 100.0 AS price_factor
        FROM generate_series(${from}::int, ${to}::int) AS g(n)
        JOIN (SELECT id, (row_number() OVER (ORDER BY sku) - 1)::int AS k FROM products WHERE sku !~ ${GROWN_SKU}) AS m
          ON m.k = g.n % ${start.models}`);
      // A price scaled by the plan's factor, rounded to whole hundreds of rupees less one.
      const scaled = (column: ReturnType<typeof sql>) =>
        sql`greatest(9900, round(${column} * plan.price_factor / 10000) * 10000 - 100)::int`;
      await tx.execute(sql`
        WITH named AS (
          SELECT plan.*, m.*, plan.id AS new_id,
            trim(both ' ' FROM (${collections})[1 + plan.n % ${COLLECTIONS.length}] || ' ' ||
              (${editions})[1 + (plan.n / ${COLLECTIONS.length}) % ${EDITIONS.length}] || ' ' ||
              regexp_replace(m.name, '^\\S+\\s+', '')) AS new_name
          FROM grow_plan AS plan JOIN products AS m ON m.id = plan.model_id
        )
        INSERT INTO products (id, name, slug, sku, product_type, selling_price_paise, mrp_paise, default_image, images,
          image, short_description, description, warranty_terms, tag_line, stock, maximum_order_quantity, sold_count,
          is_active, seo_title, seo_description, created_at)
        SELECT new_id, regexp_replace(new_name, '\\s+', ' ', 'g'),
          trim(both '-' FROM regexp_replace(lower(new_name), '[^a-z0-9]+', '-', 'g')) || '-' || n,
          sku || '-G' || n, product_type,
          ${scaled(sql`selling_price_paise`)}, ${scaled(sql`mrp_paise`)},
          default_image, images, image, short_description, description, warranty_terms, tag_line,
          stock, maximum_order_quantity, (n * 47) % 400, n % 97 <> 0,
          regexp_replace(new_name, '\\s+', ' ', 'g') || ' | Woodnest', seo_description,
          now() - make_interval(days => (n * 41) % 730, mins => n % 1440)
        FROM named AS plan`);
      await tx.execute(sql`
        INSERT INTO product_categories (product_id, category_id, position)
        SELECT plan.id, pc.category_id, ${start.position}::int + plan.n
        FROM grow_plan AS plan JOIN product_categories AS pc ON pc.product_id = plan.model_id`);
      await tx.execute(sql`
        INSERT INTO product_sub_categories (product_id, sub_category_id)
        SELECT plan.id, psc.sub_category_id
        FROM grow_plan AS plan JOIN product_sub_categories AS psc ON psc.product_id = plan.model_id`);
      await tx.execute(sql`
        INSERT INTO product_colors (id, product_id, color_id, stock, maximum_order_quantity, selling_price_paise,
          mrp_paise, default_image, images, position)
        SELECT substr(md5(plan.id || '/' || v.id), 1, 24), plan.id, v.color_id, v.stock, v.maximum_order_quantity,
          ${scaled(sql`v.selling_price_paise`)}, ${scaled(sql`v.mrp_paise`)}, v.default_image, v.images, v.position
        FROM grow_plan AS plan JOIN product_colors AS v ON v.product_id = plan.model_id`);
      await tx.execute(sql`
        INSERT INTO product_sizes (id, product_id, product_color_id, size_id, stock, maximum_order_quantity,
          selling_price_paise, mrp_paise, position)
        SELECT substr(md5(plan.id || '/' || v.id), 1, 24), plan.id,
          CASE WHEN v.product_color_id IS NULL THEN NULL ELSE substr(md5(plan.id || '/' || v.product_color_id), 1, 24) END,
          v.size_id, v.stock, v.maximum_order_quantity,
          ${scaled(sql`v.selling_price_paise`)}, ${scaled(sql`v.mrp_paise`)}, v.position
        FROM grow_plan AS plan JOIN product_sizes AS v ON v.product_id = plan.model_id`);
      await tx.execute(sql`SELECT refresh_product_search(ARRAY(SELECT id FROM grow_plan))`);
    });
  }
  // Fresh statistics for the planner, then a visibility map for index-only scans. Statistics
  // first: autovacuum's own ANALYZE of the new rows holds a snapshot that keeps VACUUM from
  // marking their pages all-visible.
  const tables = [
    "products",
    "product_categories",
    "product_sub_categories",
    "product_colors",
    "product_sizes",
    "product_search",
    "search_words",
  ];
  for (const table of tables) await db.execute(sql.raw(`ANALYZE ${table}`));
  for (const table of tables) await db.execute(sql.raw(`VACUUM ${table}`));
  return { added: count, models: start.models, firstSerial: start.serial + 1 };
}
