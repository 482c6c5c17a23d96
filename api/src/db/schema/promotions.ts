import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { categories, productColors, productSizes, products, subCategories } from "./catalogue";
import { createdAt, id, version } from "./columns";

/**
 * Automatic promotions (issue 28): no code to type; the API prices a cart under those in force
 * (resources/promotions/promotion-pricing.ts, whose doc comment is the stacking rule).
 */
export const promotionKind = pgEnum("promotion_kind", [
  "PERCENT_OFF",
  "AMOUNT_OFF",
  "BUY_X_GET_Y",
  "SPEND_THRESHOLD",
  "FREE_GIFT",
]);

export const promotionStatus = pgEnum("promotion_status", ["ACTIVE", "PAUSED"]);

/** What a target names: the goods a line promotion discounts (TARGET), or a buy X get Y's two sides. */
export const promotionTargetRole = pgEnum("promotion_target_role", ["TARGET", "BUY", "GET"]);

/** The kind's own fields are columns; those another kind does not use stay null. Money in paise. */
export const promotions = pgTable(
  "promotions",
  {
    id: id(),
    /** The owner's name for it, seen only in the back office. */
    name: text("name").notNull(),
    /** What shoppers read beside the price, like "Diwali Sale". */
    badge: text("badge").notNull(),
    kind: promotionKind("kind").notNull(),
    status: promotionStatus("status").notNull().default("ACTIVE"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** Null: open-ended. In force while starts_at <= now < ends_at. */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Higher wins a tie between equal savings. */
    priority: integer("priority").notNull().default(0),
    /** Orders that may use it in all, and per customer; null for no limit (counted from a later slice). */
    usageLimit: integer("usage_limit"),
    usageLimitPerCustomer: integer("usage_limit_per_customer"),
    /** PERCENT_OFF: whole percent off each targeted unit. */
    percent: integer("percent"),
    /** AMOUNT_OFF: paise off each targeted unit (never more than the unit's price). */
    amountPaise: integer("amount_paise"),
    /** BUY_X_GET_Y: buy this many BUY units ... */
    buyQuantity: integer("buy_quantity"),
    /** ... and this many GET units are discounted ... */
    getQuantity: integer("get_quantity"),
    /** ... by this whole percent (100 = free) ... */
    getPercent: integer("get_percent"),
    /** ... at most this many times an order. */
    maxApplicationsPerOrder: integer("max_applications_per_order"),
    /** FREE_GIFT: the sku added at Rs 0 (colour and size as the product needs them). */
    giftProductId: text("gift_product_id").references(() => products.id, { onDelete: "set null" }),
    giftProductColorId: text("gift_product_color_id").references(() => productColors.id, { onDelete: "set null" }),
    giftProductSizeId: text("gift_product_size_id").references(() => productSizes.id, { onDelete: "set null" }),
    giftQuantity: integer("gift_quantity"),
    /** The goods subtotal, after line promotions, that earns the gift. */
    giftMinimumPaise: integer("gift_minimum_paise"),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    index("promotions_in_force").on(t.status, t.startsAt),
    check("promotions_window", sql`${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
    check("promotions_percent", sql`${t.percent} IS NULL OR ${t.percent} BETWEEN 1 AND 100`),
    check("promotions_get_percent", sql`${t.getPercent} IS NULL OR ${t.getPercent} BETWEEN 1 AND 100`),
    check("promotions_amount_positive", sql`${t.amountPaise} IS NULL OR ${t.amountPaise} > 0`),
  ],
);

/** A SPEND_THRESHOLD's tiers: from minimum_paise of goods, either paise or a percent off the order. */
export const promotionTiers = pgTable(
  "promotion_tiers",
  {
    promotionId: text("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    minimumPaise: integer("minimum_paise").notNull(),
    amountPaise: integer("amount_paise"),
    percent: integer("percent"),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.minimumPaise] }),
    check("promotion_tiers_one_discount", sql`num_nonnulls(${t.amountPaise}, ${t.percent}) = 1`),
    check("promotion_tiers_amount_positive", sql`${t.amountPaise} IS NULL OR ${t.amountPaise} > 0`),
    check("promotion_tiers_percent", sql`${t.percent} IS NULL OR ${t.percent} BETWEEN 1 AND 100`),
  ],
);

/**
 * What a promotion applies to: exactly one of a product, a colour or a size (a variant), a
 * category or a sub-category. Product sets do not exist yet; when they do, a set_id column joins
 * this table and the one-of check below.
 */
export const promotionTargets = pgTable(
  "promotion_targets",
  {
    id: id(),
    promotionId: text("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    role: promotionTargetRole("role").notNull(),
    productId: text("product_id").references(() => products.id, { onDelete: "cascade" }),
    productColorId: text("product_color_id").references(() => productColors.id, { onDelete: "cascade" }),
    productSizeId: text("product_size_id").references(() => productSizes.id, { onDelete: "cascade" }),
    categoryId: text("category_id").references(() => categories.id, { onDelete: "cascade" }),
    subCategoryId: text("sub_category_id").references(() => subCategories.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("promotion_targets_by_promotion").on(t.promotionId),
    check(
      "promotion_targets_one_target",
      sql`num_nonnulls(${t.productId}, ${t.productColorId}, ${t.productSizeId}, ${t.categoryId}, ${t.subCategoryId}) = 1`,
    ),
  ],
);
