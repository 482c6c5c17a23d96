import { z } from "@hono/zod-openapi";
import { GIFT_CARD_STATES } from "@api/validation/admin-balances";

const instant = z.string().datetime();

/** A gift card as the back office reads it: never its code or PIN, which are kept only as hashes. */
export const adminGiftCardSchema = z
  .object({
    id: z.string(),
    last4: z.string().describe("The code's last 4 characters, for staff to recognise the card"),
    status: z.enum(["ACTIVE", "DISABLED"]),
    state: z.enum(GIFT_CARD_STATES).describe("Worked out now from the status and the expiry"),
    balance: z.number().describe("Rupees"),
    initialAmount: z.number().describe("Rupees"),
    expiresAt: instant,
    source: z.enum(["SOLD", "ISSUED"]),
    recipientName: z.string().nullable(),
    recipientEmail: z.string().nullable(),
    recipientMobile: z.string().nullable(),
    message: z.string().nullable(),
    sendAt: instant.nullable(),
    reason: z.string().nullable().describe("Why staff issued it"),
    createdAt: instant,
  })
  .openapi("AdminGiftCard");

/** One movement of a card's ledger: signed rupees (+ adds, − takes) and the balance after it. */
const giftCardMovementSchema = z.object({
  kind: z.enum(["ISSUED", "SPENT", "GIVEN_BACK", "EXPIRED", "ADJUSTED", "DISABLED"]),
  amount: z.number().describe("Rupees, signed"),
  balanceAfter: z.number().describe("Rupees"),
  orderNumber: z.string().nullable(),
  staffName: z.string().nullable(),
  reason: z.string().nullable(),
  at: instant,
});

/** A card with its whole ledger, oldest first: the movements add up to its balance. */
export const adminGiftCardDetailSchema = adminGiftCardSchema.extend({ movements: z.array(giftCardMovementSchema) });

/** A card just issued: its code and PIN, answered this once. */
export const issuedGiftCardSchema = z.object({
  card: adminGiftCardSchema,
  code: z.string().describe("XXXX-XXXX-XXXX-XXXX: shown once, kept only as a hash"),
  pin: z.string().describe("6 digits: shown once, kept only as a hash"),
});
