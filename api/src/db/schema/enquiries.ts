import { index, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { customers } from "./customers";
import { staff } from "./staff";
import { type EnquiryStatus } from "@api/validation/admin-enquiries";

export const inquiryType = pgEnum("inquiry_type", ["CONTACT", "ENQUIRY", "BECOME_MEMBER", "PROJECT"]);

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: id(),
  email: text("email").notNull().unique(),
  createdAt: createdAt(),
  /** Set by the unsubscribe link; signing up again clears it (the row is kept, so the link stays idempotent). */
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
});

export const inquiries = pgTable(
  "inquiries",
  {
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
  },
  (t) => [index().on(t.status, t.createdAt), index().on(t.customerId, t.createdAt)],
);

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
