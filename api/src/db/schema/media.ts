import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { staff } from "./staff";

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
