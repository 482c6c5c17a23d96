import { index, integer, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";

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
