import { sql } from "drizzle-orm";
import { check, integer, pgEnum, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { products } from "./catalogue";
import { createdAt, id } from "./columns";
import { customers } from "./customers";
import { staff } from "./staff";

export const reviewStatus = pgEnum("review_status", ["PENDING", "APPROVED", "REJECTED"]);

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
  (t) => [unique().on(t.productId, t.customerId), check("reviews_ratings_range", sql`${t.ratings} BETWEEN 1 AND 5`)],
);
