import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id, version } from "./columns";
import { customers } from "./customers";
import { orders } from "./orders";
import { orderReturns } from "./returns";
import { staff } from "./staff";

/** Whether a gift card may be spent: a disabled one may not, whatever its balance. */
export type GiftCardStatus = "ACTIVE" | "DISABLED";

/** How a card came to be: bought by a shopper (a later slice), or issued by staff for a complaint or a promotion. */
export type GiftCardSource = "SOLD" | "ISSUED";

/** A gift card's movements; the amount is signed (+ adds, − takes). DISABLED moves nothing: it records the switch. */
export type GiftCardMovementKind = "ISSUED" | "SPENT" | "GIVEN_BACK" | "EXPIRED" | "ADJUSTED" | "DISABLED";

/** A customer's store credit movements; the amount is signed (+ adds, − takes). */
export type StoreCreditMovementKind = "GOODWILL" | "REFUND" | "SPENT" | "GIVEN_BACK" | "EXPIRED" | "ADJUSTED";

/**
 * A gift card (issue 28): its balance in paise, moved only by resources/balances/gift-card-ledger.ts
 * with the row locked, each move written to gift_card_movements in the same transaction. The code
 * and the PIN are kept only as HMACs under AUTH_SECRET; staff recognise a card by its last 4.
 */
export const giftCards = pgTable(
  "gift_cards",
  {
    id: id(),
    codeHash: text("code_hash").notNull().unique(),
    codeLast4: text("code_last4").notNull(),
    pinHash: text("pin_hash").notNull(),
    balancePaise: integer("balance_paise").notNull(),
    initialPaise: integer("initial_paise").notNull(),
    status: text("status").$type<GiftCardStatus>().notNull().default("ACTIVE"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    source: text("source").$type<GiftCardSource>().notNull(),
    recipientName: text("recipient_name"),
    recipientEmail: text("recipient_email"),
    recipientMobile: text("recipient_mobile"),
    message: text("message"),
    /** When the card is to reach its recipient (a later slice's job sends it); null: at once. */
    sendAt: timestamp("send_at", { withTimezone: true }),
    issuedByStaffId: text("issued_by_staff_id").references(() => staff.id, { onDelete: "set null" }),
    /** The order that bought it, for a card sold. */
    orderId: text("order_id").references(() => orders.id),
    /** Why staff issued it (a complaint, a promotion). */
    reason: text("reason"),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.codeLast4),
    index().on(t.createdAt),
    check("gift_cards_balance_non_negative", sql`${t.balancePaise} >= 0`),
    check("gift_cards_initial_positive", sql`${t.initialPaise} > 0`),
    check("gift_cards_status", sql`${t.status} IN ('ACTIVE', 'DISABLED')`),
    check("gift_cards_source", sql`${t.source} IN ('SOLD', 'ISSUED')`),
  ],
);

/** Every movement of a gift card's balance: the rows add up to its balance. */
export const giftCardMovements = pgTable(
  "gift_card_movements",
  {
    id: id(),
    giftCardId: text("gift_card_id")
      .notNull()
      .references(() => giftCards.id),
    kind: text("kind").$type<GiftCardMovementKind>().notNull(),
    amountPaise: integer("amount_paise").notNull(),
    balanceAfterPaise: integer("balance_after_paise").notNull(),
    orderId: text("order_id").references(() => orders.id),
    staffId: text("staff_id").references(() => staff.id, { onDelete: "set null" }),
    reason: text("reason"),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.giftCardId, t.at),
    index().on(t.orderId),
    check(
      "gift_card_movements_kind",
      sql`${t.kind} IN ('ISSUED', 'SPENT', 'GIVEN_BACK', 'EXPIRED', 'ADJUSTED', 'DISABLED')`,
    ),
    check("gift_card_movements_balance_non_negative", sql`${t.balanceAfterPaise} >= 0`),
  ],
);

/** A customer's store credit: made at its first movement, moved only by resources/balances/store-credit-ledger.ts. */
export const storeCreditAccounts = pgTable(
  "store_credit_accounts",
  {
    customerId: text("customer_id")
      .primaryKey()
      .references(() => customers.id, { onDelete: "cascade" }),
    balancePaise: integer("balance_paise").notNull().default(0),
    version: version(),
  },
  (t) => [check("store_credit_accounts_balance_non_negative", sql`${t.balancePaise} >= 0`)],
);

/** Every movement of a customer's store credit: the rows add up to the account's balance. */
export const storeCreditMovements = pgTable(
  "store_credit_movements",
  {
    id: id(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    kind: text("kind").$type<StoreCreditMovementKind>().notNull(),
    amountPaise: integer("amount_paise").notNull(),
    balanceAfterPaise: integer("balance_after_paise").notNull(),
    orderId: text("order_id").references(() => orders.id),
    returnId: text("return_id").references(() => orderReturns.id),
    staffId: text("staff_id").references(() => staff.id, { onDelete: "set null" }),
    reason: text("reason"),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.customerId, t.at),
    index().on(t.orderId),
    check(
      "store_credit_movements_kind",
      sql`${t.kind} IN ('GOODWILL', 'REFUND', 'SPENT', 'GIVEN_BACK', 'EXPIRED', 'ADJUSTED')`,
    ),
    check("store_credit_movements_balance_non_negative", sql`${t.balanceAfterPaise} >= 0`),
  ],
);
