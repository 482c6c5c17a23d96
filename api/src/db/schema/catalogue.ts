import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, unique } from "drizzle-orm/pg-core";
import { type StoredImage, createdAt, id, lowStockAlertedAt, lowStockThreshold, position, version } from "./columns";

export const productType = pgEnum("product_type", [
  "PRODUCT",
  "PRODUCT_WITH_COLOR",
  "PRODUCT_WITH_SIZE",
  "PRODUCT_WITH_COLOR_SIZE",
]);

export const categories = pgTable("categories", {
  id: id(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  image: jsonb("image").$type<StoredImage>().notNull(),
  seoTitle: text("seo_title"),
  seoDescription: text("seo_description"),
  position: position(),
  version: version(),
});

export const subCategories = pgTable(
  "sub_categories",
  {
    id: id(),
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    position: position(),
  },
  (t) => [unique().on(t.categoryId, t.slug)],
);

/**
 * A category's former slugs: its old shop address redirects to the current one after staff
 * change the slug, so links and search results keep working. A slug taken again by a category
 * stops redirecting (the row is deleted).
 */
export const categorySlugRedirects = pgTable("category_slug_redirects", {
  slug: text("slug").primaryKey(),
  categoryId: text("category_id")
    .notNull()
    .references(() => categories.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

export const colors = pgTable("colors", {
  id: id(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  hex: text("hex").notNull(),
});

export const sizes = pgTable("sizes", {
  id: id(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  position: position(),
});

export const products = pgTable(
  "products",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    sku: text("sku").notNull().unique(),
    productType: productType("product_type").notNull().default("PRODUCT"),
    sellingPricePaise: integer("selling_price_paise").notNull(),
    mrpPaise: integer("mrp_paise").notNull(),
    defaultImage: jsonb("default_image").$type<StoredImage>().notNull(),
    images: jsonb("images").$type<StoredImage[]>().notNull().default([]),
    /** The picture used by the list view of the shop grid. */
    image: jsonb("image").$type<StoredImage>().notNull(),
    shortDescription: text("short_description").notNull().default(""),
    description: text("description").notNull().default(""),
    warrantyTerms: text("warranty_terms").notNull().default(""),
    tagLine: text("tag_line").notNull().default(""),
    stock: integer("stock").notNull().default(0),
    maximumOrderQuantity: integer("maximum_order_quantity").notNull().default(10),
    lowStockThreshold: lowStockThreshold(),
    lowStockAlertedAt: lowStockAlertedAt(),
    soldCount: integer("sold_count").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    /** GST: the HSN code (4, 6 or 8 digits) and the rate in percent (validation/admin-products.ts). */
    hsnCode: text("hsn_code"),
    gstRate: integer("gst_rate"),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    check("products_stock_non_negative", sql`${t.stock} >= 0`),
    check("products_prices_positive", sql`${t.sellingPricePaise} > 0 AND ${t.mrpPaise} >= ${t.sellingPricePaise}`),
    index("products_name_trgm").using("gin", sql`${t.name} gin_trgm_ops`),
    // One index per listing order, over active products only, ending in id as the orders do
    // (DESC NULLS FIRST is what ORDER BY … DESC means): a page, and the ids before it, is read
    // from the index instead of sorting the catalogue.
    // The sitemap's files page through active products by id, reading slugs from the index alone.
    index("products_active_id_slug")
      .on(t.id, t.slug)
      .where(sql`${t.isActive}`),
    index("products_active_newest")
      .on(t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.isActive}`),
    index("products_active_bestsellers")
      .on(t.soldCount.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.isActive}`),
    index("products_active_price")
      .on(t.sellingPricePaise, t.id)
      .where(sql`${t.isActive}`),
    index("products_active_price_desc")
      .on(t.sellingPricePaise.desc().nullsFirst(), t.id)
      .where(sql`${t.isActive}`),
    index("products_active_name")
      .on(sql`lower(${t.name})`, t.id)
      .where(sql`${t.isActive}`),
    index("products_active_name_desc")
      .on(sql`lower(${t.name}) DESC`, t.id)
      .where(sql`${t.isActive}`),
    index("products_active_discount")
      .on(sql`(${t.sellingPricePaise}::float8 / ${t.mrpPaise})`, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.isActive}`),
  ],
);

export const productCategories = pgTable(
  "product_categories",
  {
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    position: position(),
    /** products.is_active, copied by triggers (migration 0003) so a listing never reads products to skip or count. */
    productActive: boolean("product_active").notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index().on(t.categoryId),
    // The shop's arrangement of a category: its pages, its count and page 1,000 are index-only scans.
    index("product_categories_listing")
      .on(t.categoryId, t.position, t.productId)
      .where(sql`${t.productActive}`),
  ],
);

export const productSubCategories = pgTable(
  "product_sub_categories",
  {
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    subCategoryId: text("sub_category_id")
      .notNull()
      .references(() => subCategories.id, { onDelete: "cascade" }),
    /** products.is_active, copied by triggers as on product_categories. */
    productActive: boolean("product_active").notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.subCategoryId] }),
    index().on(t.subCategoryId),
    index("product_sub_categories_listing")
      .on(t.subCategoryId, t.productId)
      .where(sql`${t.productActive}`),
  ],
);

/**
 * How many active products each category and sub-category holds, kept by statement triggers on
 * the two membership tables (migration 0027), so a shelf's 'Found N results' reads one row
 * instead of counting its index (4.5 ms for a 30,000-product category).
 */
export const shelfCounts = pgTable(
  "shelf_counts",
  {
    shelf: text("shelf").$type<"category" | "sub_category">().notNull(),
    shelfId: text("shelf_id").notNull(),
    activeProducts: integer("active_products").notNull(),
  },
  (t) => [primaryKey({ columns: [t.shelf, t.shelfId] })],
);

/** A colour variant: its own prices, stock, limit and pictures. */
export const productColors = pgTable(
  "product_colors",
  {
    id: id(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    colorId: text("color_id")
      .notNull()
      .references(() => colors.id),
    /** The variant's own sku; null for the colour row of a colour+size product, whose sizes carry theirs. */
    sku: text("sku").unique(),
    stock: integer("stock").notNull().default(0),
    maximumOrderQuantity: integer("maximum_order_quantity").notNull().default(10),
    lowStockThreshold: lowStockThreshold(),
    lowStockAlertedAt: lowStockAlertedAt(),
    sellingPricePaise: integer("selling_price_paise").notNull(),
    mrpPaise: integer("mrp_paise").notNull(),
    defaultImage: jsonb("default_image").$type<StoredImage>().notNull(),
    images: jsonb("images").$type<StoredImage[]>().notNull().default([]),
    position: position(),
  },
  (t) => [
    unique().on(t.productId, t.colorId),
    check("product_colors_stock_non_negative", sql`${t.stock} >= 0`),
    // The colour filter starts from the colour when that is the narrower side.
    index("product_colors_by_color").on(t.colorId, t.productId),
  ],
);

/**
 * A size variant. For colour+size products it belongs to one colour variant
 * (productColorId set); for size-only products productColorId is null.
 */
export const productSizes = pgTable(
  "product_sizes",
  {
    id: id(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    productColorId: text("product_color_id").references(() => productColors.id, { onDelete: "cascade" }),
    sizeId: text("size_id")
      .notNull()
      .references(() => sizes.id),
    sku: text("sku").unique(),
    stock: integer("stock").notNull().default(0),
    maximumOrderQuantity: integer("maximum_order_quantity").notNull().default(10),
    lowStockThreshold: lowStockThreshold(),
    lowStockAlertedAt: lowStockAlertedAt(),
    sellingPricePaise: integer("selling_price_paise").notNull(),
    mrpPaise: integer("mrp_paise").notNull(),
    position: position(),
  },
  (t) => [
    unique().on(t.productId, t.productColorId, t.sizeId).nullsNotDistinct(),
    check("product_sizes_stock_non_negative", sql`${t.stock} >= 0`),
    index("product_sizes_by_size").on(t.sizeId, t.productId),
  ],
);

/**
 * A product's earlier slugs: its old addresses answer with a permanent redirect to the current one
 * (a renamed product keeps its links and search ranking).
 */
export const productSlugs = pgTable(
  "product_slugs",
  {
    slug: text("slug").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.productId)],
);
