import { boolean, integer, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { version } from "./columns";

export const discountType = pgEnum("discount_type", ["PERCENTAGE", "FLAT"]);

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
