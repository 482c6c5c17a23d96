import { boolean, integer, pgTable, text } from "drizzle-orm/pg-core";

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
