import { relations, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  customType,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "../validation/order-states";
import type { EnquiryStatus } from "../validation/admin-enquiries";
import type { ReturnReason, ReturnStatus } from "../validation/return-choices";

/**
 * A picture as pages show it. `url` is what every browser can show (the demo's SVGs; an upload's
 * JPEG). An image uploaded in the back office also names its renditions: AVIF and WebP at each of
 * `widths` under `key` (api/src/services/images/process-image.ts), for `srcset`.
 */
export type StoredImage = {
  url: string;
  width: number;
  height: number;
  alt?: string;
  renditions?: { key: string; widths: number[] };
};

const id = () => text("id").primaryKey();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const position = () => integer("position").notNull().default(0);
/** Raised by every back-office save, so a save made from an older copy is refused (lib/edit-conflict). */
const version = () => integer("version").notNull().default(1);
/** A sku's own low-stock threshold; null means the shop's default (site_content "catalogue-settings"). */
const lowStockThreshold = () => integer("low_stock_threshold");
/**
 * When the sku's stock last fell to its threshold or below and an alert was queued; cleared when the
 * stock rises above it again, so one crossing sends one alert (resources/admin/stock/stock-writes).
 */
const lowStockAlertedAt = () => timestamp("low_stock_alerted_at", { withTimezone: true });

export const productType = pgEnum("product_type", [
  "PRODUCT",
  "PRODUCT_WITH_COLOR",
  "PRODUCT_WITH_SIZE",
  "PRODUCT_WITH_COLOR_SIZE",
]);
export const addressType = pgEnum("address_type", ["HOME", "OFFICE"]);
export const reviewStatus = pgEnum("review_status", ["PENDING", "APPROVED", "REJECTED"]);
export const discountType = pgEnum("discount_type", ["PERCENTAGE", "FLAT"]);
export const paymentMethod = pgEnum("payment_method", ["COD", "Prepaid"]);
export const orderStatus = pgEnum("order_status", ORDER_STATUSES);
export const paymentStatus = pgEnum("payment_status", PAYMENT_STATUSES);
export const otpChannel = pgEnum("otp_channel", ["mobile", "email"]);
/** What a one-time code was sent for; a code proves only what it was sent for (otp.service). */
export const otpPurpose = pgEnum("otp_purpose", ["register", "sign-in", "reset", "email-change"]);
export const messageChannel = pgEnum("message_channel", ["sms", "email", "whatsapp"]);
export const inquiryType = pgEnum("inquiry_type", ["CONTACT", "ENQUIRY", "BECOME_MEMBER", "PROJECT"]);

/* ---------------------------------------------------------------- catalogue */

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
    index("products_active_id_slug").on(t.id, t.slug).where(sql`${t.isActive}`),
    index("products_active_newest").on(t.createdAt.desc().nullsFirst(), t.id).where(sql`${t.isActive}`),
    index("products_active_bestsellers").on(t.soldCount.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id).where(sql`${t.isActive}`),
    index("products_active_price").on(t.sellingPricePaise, t.id).where(sql`${t.isActive}`),
    index("products_active_price_desc").on(t.sellingPricePaise.desc().nullsFirst(), t.id).where(sql`${t.isActive}`),
    index("products_active_name").on(sql`lower(${t.name})`, t.id).where(sql`${t.isActive}`),
    index("products_active_name_desc").on(sql`lower(${t.name}) DESC`, t.id).where(sql`${t.isActive}`),
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
    index("product_sub_categories_listing").on(t.subCategoryId, t.productId).where(sql`${t.productActive}`),
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

/* ------------------------------------------------------------------ search */

/** PostgreSQL's full-text document type; read back as its text form. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The search document of each active product (an inactive one has no row), kept current by
 * triggers in the database (migration 0003): name (weight A), category and sub-category names
 * and sku (B), tag line and colour names (C). `words` are its distinct words, counted into
 * searchWords. `nameKey` (' lower case words ') and `createdAt` copy the product's, so a
 * search is ranked and paged from this table alone.
 */
export const productSearch = pgTable(
  "product_search",
  {
    productId: text("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    document: tsvector("document").notNull(),
    words: text("words").array().notNull().default(sql`'{}'`),
    nameKey: text("name_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("product_search_document").using("gin", t.document)],
);

/**
 * One row: the version of everything a listing reads (search documents, prices, colours, sizes,
 * shelves, whether a product is active), moved on by every statement that changes any of it.
 * Each listing figure belongs to the version it was read at.
 */
export const listingVersion = pgTable(
  "listing_version",
  {
    onlyRow: boolean("only_row").primaryKey().default(true),
    version: bigint("version", { mode: "number" }).notNull(),
  },
  (t) => [check("listing_version_one_row", sql`${t.onlyRow}`)],
);

/**
 * What a listing read once and may read again while its version is current: a search's
 * relevance order (ids, at most LISTING_COUNT_CAP, and its count), a filtered listing's count,
 * the colours or sizes in use on a shelf (ids).
 */
export const listingFigures = pgTable("listing_figures", {
  /** What was read ('search …', 'count …', 'colors …'), with its parameters. */
  key: text("key").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
  ids: text("ids").array().notNull().default(sql`'{}'`),
  total: integer("total").notNull().default(0),
});

/** Every word of the active catalogue and how many products use it: what a typo is corrected to. */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    products: integer("products").notNull().default(0),
  },
  (t) => [index("search_words_word_trgm").using("gin", sql`${t.word} gin_trgm_ops`)],
);

/**
 * Words that mean the same to a shopper ('almirah', 'cupboard', 'wardrobe'), one group a row,
 * each term lower case, a term may be several words ('sofa cum bed'). Shop data the content
 * role edits; the migration seeds a list for an Indian furniture shop.
 */
export const searchSynonyms = pgTable("search_synonyms", {
  id: text("id").primaryKey(),
  terms: text("terms").array().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Searches that found nothing, by normalised query: what shoppers want and the shop lacks. */
export const searchMisses = pgTable(
  "search_misses",
  {
    query: text("query").primaryKey(),
    count: integer("count").notNull().default(0),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.count)],
);

export const pincodes = pgTable("pincodes", {
  pincode: text("pincode").primaryKey(),
  city: text("city").notNull(),
  state: text("state").notNull(),
  /** The delivery estimate in days; null when the shop gives none for this area. */
  deliveryDays: integer("delivery_days"),
  codAvailable: boolean("cod_available").notNull().default(true),
  /** An inactive pincode is kept (the back office can switch it on again) but not delivered to. */
  isActive: boolean("is_active").notNull().default(true),
});

/* ------------------------------------------------------- projects and blog */

export const projectCategories = pgTable("project_categories", {
  id: id(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  bannerImage: jsonb("banner_image").$type<StoredImage>().notNull(),
  seoTitle: text("seo_title"),
  seoDescription: text("seo_description"),
  seoKeywords: text("seo_keywords"),
  position: position(),
});

export const projectSubCategories = pgTable("project_sub_categories", {
  id: id(),
  projectCategoryId: text("project_category_id")
    .notNull()
    .references(() => projectCategories.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  position: position(),
});

/** The spec's "project group": a child category with its projects, shown as one carousel. */
export const projectChildCategories = pgTable("project_child_categories", {
  id: id(),
  projectSubCategoryId: text("project_sub_category_id")
    .notNull()
    .references(() => projectSubCategories.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  position: position(),
});

export const projects = pgTable("projects", {
  id: id(),
  childCategoryId: text("child_category_id")
    .notNull()
    .references(() => projectChildCategories.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  defaultImage: jsonb("default_image").$type<StoredImage>().notNull(),
  images: jsonb("images").$type<StoredImage[]>().notNull().default([]),
  position: position(),
});

export const blogCategories = pgTable("blog_categories", {
  id: id(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
});

export const blogPosts = pgTable("blog_posts", {
  id: id(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  /** Null until staff upload one: a new post starts as a draft, and one without a picture cannot be published. */
  defaultImage: jsonb("default_image").$type<StoredImage>(),
  blogCategoryId: text("blog_category_id")
    .notNull()
    .references(() => blogCategories.id),
  seoTitle: text("seo_title"),
  seoDescription: text("seo_description"),
  createdAt: createdAt(),
  /** Shoppers see a PUBLISHED post once publishedAt has passed (checked when read: no job publishes it). */
  status: text("status").$type<"DRAFT" | "PUBLISHED">().notNull().default("DRAFT"),
  publishedAt: timestamp("published_at", { withTimezone: true }),
  version: version(),
});

export const testimonials = pgTable("testimonials", {
  id: id(),
  name: text("name").notNull(),
  image: jsonb("image").$type<StoredImage>().notNull(),
  designation: text("designation").notNull(),
  comment: text("comment").notNull(),
  position: position(),
});

export const faqs = pgTable("faqs", {
  id: id(),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
  position: position(),
});

/**
 * Singleton documents edited as a whole: settings, contactUs, aboutUs and the
 * policy pages. Their shapes are checked by zod in api/src/resources/content.
 */
export const siteContent = pgTable("site_content", {
  key: text("key").primaryKey(),
  body: jsonb("body").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/* -------------------------------------------------------------- customers */

export const customers = pgTable("customers", {
  id: id(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  /** Stored lower-cased. */
  email: text("email").unique(),
  mobile: text("mobile").unique(),
  passwordHash: text("password_hash"),
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
  mobileVerifiedAt: timestamp("mobile_verified_at", { withTimezone: true }),
  /** Set by the back office: a disabled customer cannot sign in (issue 14). */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  /** Why, as the member of staff wrote it; kept while the account is disabled. */
  disabledReason: text("disabled_reason"),
  createdAt: createdAt(),
});

export const authTokens = pgTable(
  "auth_tokens",
  {
    id: id(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.customerId)],
);

/** One row per code sent. A resend supersedes the previous code for the destination. */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: id(),
    channel: otpChannel("channel").notNull(),
    purpose: otpPurpose("purpose").notNull(),
    destination: text("destination").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.destination, t.createdAt)],
);

/** Failed verifications per destination, counted over a rolling day for the lockout. */
export const otpFailures = pgTable(
  "otp_failures",
  {
    id: id(),
    destination: text("destination").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.destination, t.createdAt)],
);

export const addresses = pgTable(
  "addresses",
  {
    id: id(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    mobile: text("mobile").notNull(),
    email: text("email").notNull(),
    address: text("address").notNull(),
    landmark: text("landmark").notNull().default(""),
    locality: text("locality").notNull().default(""),
    addressType: addressType("address_type").notNull().default("HOME"),
    country: text("country").notNull(),
    state: text("state").notNull(),
    city: text("city").notNull(),
    pincode: text("pincode").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.customerId)],
);

export const wishlists = pgTable(
  "wishlists",
  {
    id: id(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.customerId, t.productId)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    ratings: integer("ratings").notNull(),
    comment: text("comment").notNull(),
    // A review waits for staff unless the owner turns on automatic approval (review-settings).
    reviewStatus: reviewStatus("review_status").notNull().default("PENDING"),
    createdAt: createdAt(),
    /** Why staff rejected it; shown to staff only. */
    rejectionReason: text("rejection_reason"),
    moderatedBy: text("moderated_by").references(() => staff.id, { onDelete: "set null" }),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    /** The shop's public answer, shown under the review on the product page. */
    reply: text("reply"),
    repliedBy: text("replied_by").references(() => staff.id, { onDelete: "set null" }),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
  },
  (t) => [
    unique().on(t.productId, t.customerId),
    check("reviews_ratings_range", sql`${t.ratings} BETWEEN 1 AND 5`),
  ],
);

/* ----------------------------------------------------------------- orders */

export const coupons = pgTable("coupons", {
  couponCode: text("coupon_code").primaryKey(),
  discountType: discountType("discount_type").notNull(),
  /** Whole percent for PERCENTAGE, whole rupees for FLAT. */
  discount: integer("discount").notNull(),
  description: text("description").notNull().default(""),
  validFrom: timestamp("valid_from", { withTimezone: true }).notNull(),
  validUntil: timestamp("valid_until", { withTimezone: true }),
  isActive: boolean("is_active").notNull().default(true),
  /** The subtotal (before delivery and discount) an order needs for the coupon; 0 for any. */
  minimumOrderPaise: integer("minimum_order_paise").notNull().default(0),
  /** How many orders may use the coupon in all; null for no limit. */
  usageLimit: integer("usage_limit"),
  /** How many orders one customer may use it on; null for no limit. */
  usageLimitPerCustomer: integer("usage_limit_per_customer"),
  version: version(),
});

export const orderNumber = pgSequence("order_number_seq", { startWith: 100001 });

export const orders = pgTable(
  "orders",
  {
    id: id(),
    /** The number a shopper reads and quotes to support, e.g. FS100001. */
    orderId: text("order_id").notNull().unique(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id),
    idempotencyKey: text("idempotency_key"),
    orderStatus: orderStatus("order_status").notNull(),
    paymentMethod: paymentMethod("payment_method").notNull(),
    paymentStatus: paymentStatus("payment_status").notNull().default("PENDING"),
    subtotalPaise: integer("subtotal_paise").notNull(),
    deliveryPaise: integer("delivery_paise").notNull().default(0),
    discountPaise: integer("discount_paise").notNull().default(0),
    totalPaise: integer("total_paise").notNull(),
    couponCode: text("coupon_code"),
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>().notNull(),
    cancelMessage: text("cancel_message"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Set while the order holds no stock (cancelled, or an unpaid prepaid order released). */
    stockReleasedAt: timestamp("stock_released_at", { withTimezone: true }),
    /** When the current stock hold began: creation, or a payment retry that re-reserved it. */
    stockReservedAt: timestamp("stock_reserved_at", { withTimezone: true }).notNull().defaultNow(),
    gatewayOrderId: text("gateway_order_id").unique(),
    gatewayPaymentId: text("gateway_payment_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** When the unpaid-order sweep released it: the hold ran out, the shopper was told, and it is not paid for again. */
    paymentExpiredAt: timestamp("payment_expired_at", { withTimezone: true }),
    couriertOrderId: text("courier_order_id"),
    couriertChannelOrderId: text("courier_channel_order_id"),
    couriertShipmentId: text("courier_shipment_id"),
    /** The courier's air waybill number, its name and the shopper's tracking page (set on shipping). */
    awb: text("awb"),
    courierName: text("courier_name"),
    trackingUrl: text("tracking_url"),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    /** When the courier delivered it: the return window counts from here. */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** The shopper ticked 'Send me order updates on WhatsApp' at checkout. */
    whatsappOptIn: boolean("whatsapp_opt_in").notNull().default(false),
    /** When the shopper confirmed this cash-on-delivery order from the link in its placed message. */
    codConfirmedAt: timestamp("cod_confirmed_at", { withTimezone: true }),
    /** A business buyer's GSTIN and name, given at checkout: the invoice is then a B2B one. */
    buyerGstin: text("buyer_gstin"),
    buyerBusinessName: text("buyer_business_name"),
    /** Bumped by each staff edit of the order (admin/order-edits): a form opened before another edit is refused. */
    version: version(),
    /** What an edit made the order cost beyond what was paid online: packing waits until it is paid. */
    balanceDuePaise: integer("balance_due_paise").notNull().default(0),
    /**
     * What the shopper paid online through the order's own payment, fixed at the first edit that
     * changes the total (null: the total is what was paid). Refunds count against it.
     */
    paidOnlinePaise: integer("paid_online_paise"),
    /** The member of staff who took the order by phone, on WhatsApp or in the showroom (a placed draft); null for the shop's own checkout. */
    takenByStaffId: text("taken_by_staff_id").references((): AnyPgColumn => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.customerId, t.idempotencyKey),
    index().on(t.customerId, t.createdAt),
    index().on(t.orderStatus, t.stockReservedAt),
    // The owner's dashboard adds up a range of days' orders (and the queue sorts by date).
    index().on(t.createdAt),
    // Staff find an order by the AWB a courier or shopper quotes (the back office's search).
    uniqueIndex("orders_awb_unique").on(t.awb).where(sql`${t.awb} is not null`),
    // A coupon's uses are counted at every order that applies it (coupons.service).
    index().on(t.couponCode).where(sql`${t.couponCode} is not null`),
    check("orders_total_non_negative", sql`${t.totalPaise} >= 0`),
  ],
);

/**
 * The transactional outbox of shopper notifications: a row is written in the transaction that
 * changes the order (order-messages/queue-order-messages.ts) and delivered by a job afterwards
 * (order-messages/deliver-order-messages.ts). One row per order, event and channel, so a
 * replayed move never queues a second message.
 */
export const orderMessages = pgTable(
  "order_messages",
  {
    id: id(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    event: text("event")
      .$type<"awaiting_payment" | "payment_expired" | "placed" | "confirmed" | "shipped" | "delivered" | "cancelled" | "refunded" | "return_requested" | "return_approved" | "return_rejected" | "returned" | "updated">()
      .notNull(),
    channel: text("channel").$type<"email" | "sms" | "whatsapp">().notNull(),
    recipient: text("recipient").notNull(),
    /** Tells apart repeatable events of one order (a refund's id); empty for the others. */
    ref: text("ref").notNull().default(""),
    /** Facts of the event the order row does not hold (a refund's amount). */
    details: jsonb("details").$type<{ amountPaise?: number; summary?: string }>().notNull().default({}),
    /** The text as sent: written when the message is delivered, from the order as it then stands. */
    body: text("body").notNull().default(""),
    status: text("status").$type<"pending" | "sending" | "sent" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Not tried again before this (the backoff after a failure). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** When a delivering process claimed it; a claim older than the send timeout is taken over. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.orderId, t.event, t.channel, t.ref), index().on(t.status, t.nextAttemptAt)],
);

export type ShippingAddress = {
  name: string;
  mobile: string;
  email: string;
  address: string;
  landmark: string;
  locality: string;
  addressType: "HOME" | "OFFICE";
  country: string;
  state: string;
  city: string;
  pincode: string;
};

export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    productColorId: text("product_color_id").references(() => productColors.id),
    productSizeId: text("product_size_id").references(() => productSizes.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    sku: text("sku").notNull(),
    colorName: text("color_name"),
    sizeName: text("size_name"),
    defaultImage: jsonb("default_image").$type<StoredImage>().notNull(),
    quantity: integer("quantity").notNull(),
    sellingPricePaise: integer("selling_price_paise").notNull(),
    mrpPaise: integer("mrp_paise").notNull(),
    /** The product's HSN code and GST rate when it was ordered: the invoice taxes the sale as it was made. */
    hsnCode: text("hsn_code"),
    gstRate: integer("gst_rate"),
  },
  (t) => [index().on(t.orderId)],
);

/** Who moved an order or wrote on it: the timeline names them. */
export type OrderActorType = "staff" | "customer" | "system" | "courier" | "gateway";
/** A status change, a member of staff's note, or a step of a refund (asked for, made, failed, sent again). */
export type OrderEventKind = "status" | "note" | "refund_requested" | "refund_made" | "refund_failed" | "refund_retried";

/**
 * An order's timeline (order-lifecycle/order-events.ts): every status change, with who and why,
 * and the staff's internal notes. Only status changes are shown to the shopper.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: id(),
    /** Insertion order: events of one instant (placed and paid at once) keep the order they happened in. */
    seq: serial("seq").notNull(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").$type<OrderEventKind>().notNull(),
    fromStatus: orderStatus("from_status"),
    toStatus: orderStatus("to_status"),
    note: text("note").notNull().default(""),
    actorType: text("actor_type").$type<OrderActorType>().notNull(),
    staffId: text("staff_id").references(() => staff.id),
    /** The actor as shown on the timeline, kept as it was when they acted. */
    actorName: text("actor_name").notNull().default(""),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.orderId, t.at)],
);

/**
 * A shopper's return of some or all of a delivered order's lines (returns/returns.service.ts):
 * asked for, approved (a reverse pickup booked) or refused, then received and refunded.
 */
export const orderReturns = pgTable(
  "order_returns",
  {
    id: id(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").$type<ReturnStatus>().notNull().default("requested"),
    reason: text("reason").$type<ReturnReason>().notNull(),
    details: text("details").notNull().default(""),
    /** A cash-on-delivery order's refund goes to this UPI id or bank account, paid by staff. */
    refundTo: text("refund_to"),
    /** What the lines are worth back, their share of any coupon taken off (returns/return-value.ts). */
    refundPaise: integer("refund_paise").notNull(),
    staffNote: text("staff_note").notNull().default(""),
    /** A cash-on-delivery return's refund, paid by staff to `refundTo`: when, and their reference (UTR, UPI ref). */
    refundPaidAt: timestamp("refund_paid_at", { withTimezone: true }),
    refundReference: text("refund_reference"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    /** The reverse pickup booked with the courier on approval: its courier order, shipment, AWB and tracking page. */
    pickupCourierOrderId: text("pickup_courier_order_id"),
    pickupShipmentId: text("pickup_shipment_id"),
    pickupAwb: text("pickup_awb").unique(),
    pickupCourierName: text("pickup_courier_name"),
    pickupTrackingUrl: text("pickup_tracking_url"),
    /** The shopper's photos of what is wrong, attached to the request (return_photo_uploads). */
    photos: jsonb("photos").$type<StoredImage[]>().notNull().default([]),
  },
  (t) => [index().on(t.orderId), index().on(t.status, t.requestedAt)],
);

/**
 * Photos a shopper uploaded for a return request, by their key: a request may name only its own
 * shopper's uploads. Uploaded before the request is sent, so a refused form keeps them.
 */
export const returnPhotoUploads = pgTable(
  "return_photo_uploads",
  {
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    image: jsonb("image").$type<StoredImage>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.key] })],
);

export const orderReturnLines = pgTable(
  "order_return_lines",
  {
    returnId: text("return_id")
      .notNull()
      .references(() => orderReturns.id, { onDelete: "cascade" }),
    orderItemId: text("order_item_id")
      .notNull()
      .references(() => orderItems.id),
    quantity: integer("quantity").notNull(),
    /** Set when the goods arrive: whether they go back on sale. */
    resaleable: boolean("resaleable"),
  },
  (t) => [primaryKey({ columns: [t.returnId, t.orderItemId] }), check("order_return_lines_quantity_positive", sql`${t.quantity} > 0`)],
);

/** Webhook deliveries already handled, so a replay changes nothing. */
export const paymentWebhookEvents = pgTable("payment_webhook_events", {
  eventId: text("event_id").primaryKey(),
  event: text("event").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

export type RefundKind = "cancellation" | "return" | "partial" | "edit";
export type RefundStatus = "pending" | "processed" | "failed";
export type RefundRequester = "staff" | "customer" | "system";

/**
 * Money given back on an order through the payment gateway (resources/refunds/). Written with
 * the order locked, so the refunds of one order never add up to more than was paid; the gateway
 * is called afterwards by a job (jobs/refund-jobs.ts) with `idempotencyKey`, so a retried job
 * never refunds twice. A failed refund retried by staff gets a new key (a new gateway attempt).
 */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amountPaise: integer("amount_paise").notNull(),
    reason: text("reason").notNull(),
    kind: text("kind").$type<RefundKind>().notNull(),
    status: text("status").$type<RefundStatus>().notNull().default("pending"),
    gatewayRefundId: text("gateway_refund_id").unique(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** How many times it has been sent to the gateway afresh (staff retries of a failed one). */
    attempt: integer("attempt").notNull().default(1),
    failureReason: text("failure_reason"),
    /**
     * The payment it gives back: null for the order's own, else a balance paid through a payment
     * link (a gateway refunds a payment, never more than that payment was).
     */
    paymentLinkId: text("payment_link_id").references((): AnyPgColumn => paymentLinks.id),
    requestedBy: text("requested_by").$type<RefundRequester>().notNull(),
    requestedByStaffId: text("requested_by_staff_id").references(() => staff.id),
    /** The requester as shown to staff, kept as it was. */
    requestedByName: text("requested_by_name").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the gateway accepted it (its refund id is known from then). */
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [index().on(t.orderId, t.createdAt), index().on(t.status, t.submittedAt), check("refunds_amount_positive", sql`${t.amountPaise} > 0`)],
);

/* ------------------------------------------- GST invoices and credit notes */

export type TaxDocumentKind = "invoice" | "credit_note";

/**
 * The last serial issued in each document series (kind and financial year, e.g. invoices of
 * '26-27'). A document takes its serial by updating this row, so two instances issuing at once
 * take turns on the row lock and the serials have no gap and no duplicate (a sequence could
 * leave gaps on rollback, which GST numbering may not have).
 */
export const taxDocumentSeries = pgTable(
  "tax_document_series",
  {
    kind: text("kind").$type<TaxDocumentKind>().notNull(),
    financialYear: text("financial_year").notNull(),
    lastSerial: integer("last_serial").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/** Who is on a tax document, as they were when it was issued (settings and addresses change later). */
export type TaxDocumentParty = {
  name: string;
  gstin: string | null;
  address: string;
  state: string;
  stateCode: string;
};

/**
 * A GST tax invoice (issued once, when its order ships) or a credit note (one per refund, naming
 * the invoice it reduces). Figures are frozen at issue: the document is what was filed.
 */
export const taxDocuments = pgTable(
  "tax_documents",
  {
    id: id(),
    kind: text("kind").$type<TaxDocumentKind>().notNull(),
    /** As printed, e.g. WN/26-27/000123 (at most 16 characters). */
    number: text("number").notNull().unique(),
    financialYear: text("financial_year").notNull(),
    serial: integer("serial").notNull(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    /** A credit note's refund and the invoice it reduces. */
    refundId: text("refund_id").references(() => refunds.id),
    invoiceId: text("invoice_id").references((): AnyPgColumn => taxDocuments.id),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    seller: jsonb("seller").$type<TaxDocumentParty>().notNull(),
    buyer: jsonb("buyer").$type<TaxDocumentParty>().notNull(),
    /** The state code of the place of supply (the delivery address's state). */
    placeOfSupply: text("place_of_supply").notNull(),
    supplyType: text("supply_type").$type<"intra" | "inter">().notNull(),
    taxablePaise: integer("taxable_paise").notNull(),
    cgstPaise: integer("cgst_paise").notNull(),
    sgstPaise: integer("sgst_paise").notNull(),
    igstPaise: integer("igst_paise").notNull(),
    totalPaise: integer("total_paise").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.kind, t.financialYear, t.serial),
    // One invoice per order, one credit note per refund.
    uniqueIndex("tax_documents_one_invoice_per_order").on(t.orderId).where(sql`${t.kind} = 'invoice'`),
    uniqueIndex("tax_documents_one_credit_note_per_refund").on(t.refundId).where(sql`${t.refundId} is not null`),
    // The GSTR-1 report reads a month's documents.
    index().on(t.issuedAt),
    check("tax_documents_credit_note_names_invoice", sql`(${t.kind} = 'invoice') = (${t.invoiceId} is null)`),
  ],
);

/** A document's lines: each order line, and delivery, with its HSN (SAC for delivery), rate and tax. */
export const taxDocumentLines = pgTable(
  "tax_document_lines",
  {
    id: id(),
    documentId: text("document_id")
      .notNull()
      .references(() => taxDocuments.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** The order line it taxes; null for delivery. */
    orderItemId: text("order_item_id").references(() => orderItems.id),
    description: text("description").notNull(),
    sku: text("sku"),
    hsnCode: text("hsn_code").notNull(),
    quantity: integer("quantity").notNull(),
    gstRate: integer("gst_rate").notNull(),
    discountPaise: integer("discount_paise").notNull().default(0),
    taxablePaise: integer("taxable_paise").notNull(),
    cgstPaise: integer("cgst_paise").notNull(),
    sgstPaise: integer("sgst_paise").notNull(),
    igstPaise: integer("igst_paise").notNull(),
    totalPaise: integer("total_paise").notNull(),
  },
  (t) => [unique().on(t.documentId, t.position)],
);

/* ---------------------------------------------- the sandbox payment gateway */

export const sandboxGatewayOrders = pgTable("sandbox_gateway_orders", {
  id: id(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  receipt: text("receipt").notNull(),
  status: text("status").$type<"created" | "attempted" | "paid">().notNull().default("created"),
  createdAt: createdAt(),
});

export const sandboxGatewayPayments = pgTable("sandbox_gateway_payments", {
  id: id(),
  gatewayOrderId: text("gateway_order_id")
    .notNull()
    .references(() => sandboxGatewayOrders.id),
  status: text("status").$type<"captured" | "failed">().notNull(),
  createdAt: createdAt(),
});

/* ----------------------------------------------------- the sandbox courier */

export type SandboxShipmentDetails = {
  paymentMethod: "COD" | "Prepaid";
  /** Rupees, as the courier was told them. */
  subTotal: number;
  lines: { name: string; sku: string; units: number; sellingPrice: number; hsn: string }[];
  from: ShippingAddress | null;
  to: ShippingAddress;
  parcel: { length: number; breadth: number; height: number; weight: number };
};

/** The sandbox courier's bookings (services/courier/sandbox.ts): one row per courier order and its shipment. */
export const sandboxCourierShipments = pgTable(
  "sandbox_courier_shipments",
  {
    /** Shiprocket-like numeric ids, kept as text. */
    shipmentId: text("shipment_id").primaryKey(),
    courierOrderId: text("courier_order_id").notNull().unique(),
    /** The shop's reference: its order number, or a return's. */
    channelOrderId: text("channel_order_id").notNull(),
    kind: text("kind").$type<"forward" | "return">().notNull(),
    awb: text("awb").unique(),
    /** Shiprocket's shipment status label and id (services/courier/courier.ts SHIPMENT_STATUS). */
    status: text("status").notNull(),
    statusId: integer("status_id").notNull(),
    details: jsonb("details").$type<SandboxShipmentDetails>().notNull(),
    pickupScheduledAt: timestamp("pickup_scheduled_at", { withTimezone: true }),
    /** Every status the shipment went through, newest last: the webhook's scans. */
    scans: jsonb("scans").$type<{ date: string; status: string; statusId: number }[]>().notNull().default([]),
    movedAt: timestamp("moved_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.statusId, t.movedAt)],
);
/** The sandbox's refunds, in Razorpay's shapes; one per idempotency key. */
export const sandboxGatewayRefunds = pgTable("sandbox_gateway_refunds", {
  id: id(),
  paymentId: text("payment_id")
    .notNull()
    .references(() => sandboxGatewayPayments.id),
  amount: integer("amount").notNull(),
  status: text("status").$type<"pending" | "processed" | "failed">().notNull().default("pending"),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  notes: jsonb("notes").$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});

/** The sandbox's switches, set on its refunds page: how many of the next refunds fail. */
export const sandboxGatewayControls = pgTable("sandbox_gateway_controls", {
  name: text("name").primaryKey(),
  value: integer("value").notNull(),
});

/* ------------------------------------------------- messages, forms, limits */

export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: id(),
    channel: messageChannel("channel").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull().default(""),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.to, t.createdAt)],
);

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: id(),
  email: text("email").notNull().unique(),
  createdAt: createdAt(),
  /** Set by the unsubscribe link; signing up again clears it (the row is kept, so the link stays idempotent). */
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
});

export const inquiries = pgTable("inquiries", {
  id: id(),
  inquiryType: inquiryType("inquiry_type").notNull(),
  name: text("name").notNull(),
  mobile: text("mobile").notNull(),
  email: text("email").notNull(),
  subject: text("subject"),
  message: text("message"),
  organization: text("organization"),
  pincode: text("pincode"),
  intrests: text("intrests"),
  /** The back office's inbox (issue 16): NEW until someone works on it. */
  status: text("status").$type<EnquiryStatus>().notNull().default("NEW"),
  assigneeId: text("assignee_id").references(() => staff.id),
  /** The signed-in shopper who sent it, listed in their account; null when sent signed out. */
  customerId: text("customer_id").references(() => customers.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index().on(t.status, t.createdAt), index().on(t.customerId, t.createdAt)]);

/** Staff's internal notes on an enquiry and the replies emailed to its sender, oldest first. */
export const inquiryNotes = pgTable(
  "inquiry_notes",
  {
    id: id(),
    inquiryId: text("inquiry_id")
      .notNull()
      .references(() => inquiries.id),
    staffId: text("staff_id")
      .notNull()
      .references(() => staff.id),
    kind: text("kind").$type<"note" | "reply">().notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.inquiryId, t.createdAt)],
);

/**
 * Emails that are not about an order (the shop's new-enquiry notice, replies to enquiries, the
 * newsletter's welcome): written in the transaction that owes them, sent by a job
 * (resources/mail-outbox), tried again with a growing wait when the send fails.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    kind: text("kind").$type<"enquiry_received" | "enquiry_reply" | "newsletter_welcome" | "sign_in_failures">().notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** Extra mail headers (List-Unsubscribe). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    status: text("status").$type<"pending" | "sending" | "sent" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.status, t.nextAttemptAt)],
);

/** Fixed-window counters shared by every API instance. */
export const rateLimitHits = pgTable("rate_limit_hits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/* ------------------------------------------------------------- back office */

export const staffRole = pgEnum("staff_role", ["owner", "catalogue", "operations", "content"]);

/** People who run the shop: never customers, with their own sign-in and sessions (issue 14). */
export const staff = pgTable("staff", {
  id: id(),
  /** Stored lower-cased. */
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  role: staffRole("role").notNull(),
  /** Null until the invitation is accepted. */
  passwordHash: text("password_hash"),
  /** The authenticator's secret, encrypted (lib/secrets.ts sealSecret); set when the invitee reaches that step. */
  totpSecret: text("totp_secret"),
  /** When the first code was confirmed: from then on the account can sign in. */
  totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
  /** The last 30-second step a code was accepted for: no code counts twice. */
  totpLastStep: integer("totp_last_step"),
  /** Wrong passwords and codes since the last sign-in or lock. */
  failedAttempts: integer("failed_attempts").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A staff sign-in. Until `second_factor_at` is set the token only proves the password and may only
 * be exchanged for a session with a code; after it the session lives while it is used (last_seen_at).
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: id(),
    staffId: text("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.staffId)],
);

export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: id(),
    staffId: text("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.staffId)],
);

/** A link that lets an invited person set their password and authenticator; single-use, short-lived. */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: id(),
    staffId: text("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => staff.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** A newer invitation for the same account replaced this one. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.staffId)],
);

/** Who an audit entry says acted: staff, a shopper, the payment gateway, the courier, or the shop itself. */
export type AuditActorKind = "staff" | "shopper" | "gateway" | "courier" | "system";

/**
 * Every change to the shop's records (lib/audit.ts): who, when, what, the record by name, and
 * only the fields that changed, before and after.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    /** Null for changes nobody signed in made (the staff:create script). */
    staffId: text("staff_id").references(() => staff.id, { onDelete: "set null" }),
    /** Kept as written, so the entry still says who after the account is gone. */
    staffEmail: text("staff_email"),
    actorKind: text("actor_kind").$type<AuditActorKind>().notNull().default("staff"),
    /** The actor as named when they acted: "Nisha Rao", "Shopper Priya Sharma", "Shiprocket". Null on rows older than names. */
    actorName: text("actor_name"),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    /** The record as named when changed: "Sheesham Bed (WN-BED-01)", "FS100004 · Priya Sharma". */
    entityLabel: text("entity_label"),
    /** Only the changed fields' values (older rows hold the whole record); secrets are never kept. */
    before: jsonb("before"),
    after: jsonb("after"),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  // The last index finds who last changed one thing, for a refused stale save.
  (t) => [
    index().on(t.at),
    index().on(t.staffId, t.at),
    index().on(t.entityType, t.at),
    index().on(t.entityType, t.entityId, t.at),
    index().on(t.actorKind, t.at),
  ],
);

/** What an import reads: the catalogue's CSV, or the delivery areas' CSV. */
export type ImportKind = "catalogue" | "pincodes";
/** An import's life: waiting for its job, writing its batches, then finished one of three ways. */
export type ImportState = "queued" | "running" | "done" | "failed" | "cancelled";
/** One row's problem: its line in the file (1 is the header), the column, what is wrong. */
export type ImportRowError = { row: number; field: string; message: string; sku?: string };

/**
 * Each CSV import, run by a job in batches (resources/admin/imports): the file as uploaded, how far
 * it got, what it changed and every row's error, so the screen shows it after the request has ended.
 */
export const importRuns = pgTable(
  "import_runs",
  {
    id: id(),
    kind: text("kind").$type<ImportKind>().notNull(),
    staffId: text("staff_id").references(() => staff.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    csv: text("csv").notNull(),
    state: text("state").$type<ImportState>().notNull().default("queued"),
    rowsTotal: integer("rows_total").notNull().default(0),
    /** Rows written by committed batches: a resumed job starts after them. */
    rowsDone: integer("rows_done").notNull().default(0),
    /** What the committed batches did, by kind of change (added, updated, unchanged). */
    counts: jsonb("counts").$type<Record<string, number>>().notNull().default({}),
    errors: jsonb("errors").$type<ImportRowError[]>().notNull().default([]),
    /** The outcome in a sentence, once finished. */
    message: text("message"),
    cancelledBy: text("cancelled_by").references(() => staff.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index().on(t.createdAt),
    check("import_runs_kind", sql`${t.kind} IN ('catalogue', 'pincodes')`),
    check("import_runs_state", sql`${t.state} IN ('queued', 'running', 'done', 'failed', 'cancelled')`),
  ],
);

/** Every image uploaded in the back office, once per content (its key is a hash of the bytes). */
export const media = pgTable("media", {
  key: text("key").primaryKey(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** The uploaded file's format: jpeg, png or webp. */
  format: text("format").notNull(),
  /** The renditions' total size, for the owner's storage figures. */
  bytes: integer("bytes").notNull(),
  uploadedBy: text("uploaded_by").references(() => staff.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});
/** Which kind of row holds a sku's stock: a plain product's own row, a colour variant, a size variant. */
export type SkuKind = "product" | "color" | "size";
/** Who moved stock: a back-office edit, a shopper's order, an order's stock given back, a CSV import. */
export type StockChangeSource = "back-office" | "order" | "cancellation" | "return" | "import" | "edit";

/** Every change of a sku's stock count: the stock history the stock screen shows. */
export const stockChanges = pgTable(
  "stock_changes",
  {
    id: id(),
    skuKind: text("sku_kind").$type<SkuKind>().notNull(),
    /** The id of the products, product_colors or product_sizes row. */
    rowId: text("row_id").notNull(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The sku as it read at the time, so the history still says what it was. */
    sku: text("sku").notNull(),
    before: integer("before").notNull(),
    after: integer("after").notNull(),
    delta: integer("delta").notNull(),
    /** Required for changes made by hand ("Restock", "Count correction", "Damaged", …). */
    reason: text("reason"),
    source: text("source").$type<StockChangeSource>().notNull(),
    staffId: text("staff_id").references(() => staff.id, { onDelete: "set null" }),
    staffEmail: text("staff_email"),
    /** The order that took or gave back the stock. */
    orderId: text("order_id"),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.rowId, t.at), index().on(t.at)],
);

/**
 * A sku that fell to its low-stock threshold: written in the transaction that moved the stock, and
 * emailed to the catalogue staff by the job queue (jobs/stock-jobs), every pending one in one email.
 */
export const lowStockAlerts = pgTable(
  "low_stock_alerts",
  {
    id: id(),
    skuKind: text("sku_kind").$type<SkuKind>().notNull(),
    rowId: text("row_id").notNull(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    stock: integer("stock").notNull(),
    threshold: integer("threshold").notNull(),
    crossedAt: timestamp("crossed_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("low_stock_alerts_pending").on(t.crossedAt).where(sql`${t.sentAt} is null`)],
);

/* --------------------------------------------------------------- relations */

export const categoriesRelations = relations(categories, ({ many }) => ({
  subCategories: many(subCategories),
}));
export const subCategoriesRelations = relations(subCategories, ({ one }) => ({
  category: one(categories, { fields: [subCategories.categoryId], references: [categories.id] }),
}));
export const productsRelations = relations(products, ({ many }) => ({
  categories: many(productCategories),
  subCategories: many(productSubCategories),
  colors: many(productColors),
  sizes: many(productSizes),
}));
export const productCategoriesRelations = relations(productCategories, ({ one }) => ({
  product: one(products, { fields: [productCategories.productId], references: [products.id] }),
  category: one(categories, { fields: [productCategories.categoryId], references: [categories.id] }),
}));
export const productSubCategoriesRelations = relations(productSubCategories, ({ one }) => ({
  product: one(products, { fields: [productSubCategories.productId], references: [products.id] }),
  subCategory: one(subCategories, {
    fields: [productSubCategories.subCategoryId],
    references: [subCategories.id],
  }),
}));
export const productColorsRelations = relations(productColors, ({ one, many }) => ({
  product: one(products, { fields: [productColors.productId], references: [products.id] }),
  color: one(colors, { fields: [productColors.colorId], references: [colors.id] }),
  sizes: many(productSizes),
}));
export const productSizesRelations = relations(productSizes, ({ one }) => ({
  product: one(products, { fields: [productSizes.productId], references: [products.id] }),
  productColor: one(productColors, {
    fields: [productSizes.productColorId],
    references: [productColors.id],
  }),
  size: one(sizes, { fields: [productSizes.sizeId], references: [sizes.id] }),
}));
export const ordersRelations = relations(orders, ({ many }) => ({
  items: many(orderItems),
}));
export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
}));
export const reviewsRelations = relations(reviews, ({ one }) => ({
  customer: one(customers, { fields: [reviews.customerId], references: [customers.id] }),
}));
export const wishlistsRelations = relations(wishlists, ({ one }) => ({
  product: one(products, { fields: [wishlists.productId], references: [products.id] }),
}));
export const projectSubCategoriesRelations = relations(projectSubCategories, ({ many }) => ({
  childCategories: many(projectChildCategories),
}));
export const projectChildCategoriesRelations = relations(projectChildCategories, ({ many }) => ({
  projects: many(projects),
}));
export const projectsRelations = relations(projects, ({ one }) => ({
  childCategory: one(projectChildCategories, {
    fields: [projects.childCategoryId],
    references: [projectChildCategories.id],
  }),
}));
export const blogPostsRelations = relations(blogPosts, ({ one }) => ({
  blogCategory: one(blogCategories, { fields: [blogPosts.blogCategoryId], references: [blogCategories.id] }),
}));

/** A line of a draft order as staff picked it: priced from the shop's rows whenever it is shown or placed. */
export type DraftOrderLine = { product: string; productColor?: string; productSize?: string; quantity: number };

export type DraftOrderStatus = "open" | "awaiting_payment" | "placed";

/**
 * An order staff are taking by phone, on WhatsApp or in the showroom (issue 17). Kept apart from
 * `orders` so queues, dashboards and reports never count it, and it holds no stock: its lines are
 * checked against stock when saved and taken when it is placed (cash on delivery) or sent as a
 * payment link (the link's order holds the stock until paid or expired).
 */
export const draftOrders = pgTable(
  "draft_orders",
  {
    id: id(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id),
    lines: jsonb("lines").$type<DraftOrderLine[]>().notNull().default([]),
    /** The delivery address as chosen (a saved one copied) or typed; null until given. */
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>(),
    couponCode: text("coupon_code"),
    /** A discount staff allowed by hand (only a role with orders.discount), with their reason. */
    manualDiscountPaise: integer("manual_discount_paise").notNull().default(0),
    manualDiscountReason: text("manual_discount_reason"),
    status: text("status").$type<DraftOrderStatus>().notNull().default("open"),
    /** The order it became: placed as cash on delivery, or awaiting payment through a link. */
    orderId: text("order_id").references(() => orders.id),
    createdByStaffId: text("created_by_staff_id")
      .notNull()
      .references(() => staff.id),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.status, t.updatedAt)],
);

export type PaymentLinkPurpose = "draft" | "balance";

/**
 * A link that asks a customer to pay an amount on an order through the gateway's hosted page
 * (payment-links/). One gateway order per link; the link's token is signed, not stored.
 */
export const paymentLinks = pgTable(
  "payment_links",
  {
    id: id(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    purpose: text("purpose").$type<PaymentLinkPurpose>().notNull(),
    amountPaise: integer("amount_paise").notNull(),
    channel: text("channel").$type<"sms" | "whatsapp" | "email">().notNull(),
    recipient: text("recipient").notNull(),
    gatewayOrderId: text("gateway_order_id").unique(),
    gatewayPaymentId: text("gateway_payment_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdByStaffId: text("created_by_staff_id").references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.orderId), check("payment_links_amount_positive", sql`${t.amountPaise} > 0`)],
);

/* ---------------------------------------------------------------- backups */

export type BackupRunStatus = "succeeded" | "failed";
export type BackupTrigger = "schedule" | "command" | "back-office";

/**
 * Every backup made or attempted: the back office's settings show the newest. A run is written
 * when it ends, so a backup never holds a row about itself.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: id(),
    status: text("status").$type<BackupRunStatus>().notNull(),
    trigger: text("trigger").$type<BackupTrigger>().notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull(),
    /** The backup's file name, and where it was kept (a folder, or s3://bucket/prefix). */
    name: text("name"),
    location: text("location"),
    bytes: bigint("bytes", { mode: "number" }),
    error: text("error"),
  },
  (t) => [index().on(t.finishedAt)],
);
