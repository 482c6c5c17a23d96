import { index, pgEnum, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { products } from "./catalogue";
import { createdAt, id } from "./columns";

export const addressType = pgEnum("address_type", ["HOME", "OFFICE"]);

export const otpChannel = pgEnum("otp_channel", ["mobile", "email"]);

/** What a one-time code was sent for; a code proves only what it was sent for (otp.service). */
export const otpPurpose = pgEnum("otp_purpose", ["register", "sign-in", "reset", "email-change"]);

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
