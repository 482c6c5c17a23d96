import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";

export const messageChannel = pgEnum("message_channel", ["sms", "email", "whatsapp"]);

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

/**
 * Emails that are not about an order (the shop's new-enquiry notice, replies to enquiries, the
 * newsletter's welcome): written in the transaction that owes them, sent by a job
 * (resources/mail-outbox), tried again with a growing wait when the send fails.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    kind: text("kind")
      .$type<"enquiry_received" | "enquiry_reply" | "newsletter_welcome" | "sign_in_failures">()
      .notNull(),
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
