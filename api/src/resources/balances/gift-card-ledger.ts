/**
 * The gift card ledger (issue 28): every change of a card's balance locks its row (FOR UPDATE),
 * checks, writes the new balance and one gift_card_movements row in the caller's transaction, so
 * two checkouts racing on a card's last rupees spend them once and the movements always add up to
 * the balance. Cards are locked in id order, after the stock rows (customer-orders/stock.ts) and
 * before store credit (store-credit-ledger.ts), so an order that takes all three cannot deadlock.
 * No audit row here: the back office's writes audit their own actions, the checkout its order.
 */
import { and, asc, eq, gt, inArray, lte } from "drizzle-orm";
import type { Db, DbOrTx } from "@api/db/client";
import { type GiftCardMovementKind, type GiftCardSource, giftCardMovements, giftCards } from "@api/db/schema";
import { ApiError, notFound } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import type { GiftCardState } from "@api/validation/admin-balances";
import { indiaParts } from "@api/validation/india-time";
import { ORDER_MOVES, balanceAfter, owedBackPaise } from "./balance-moves";
import { giftCardCodeHash, giftCardLast4, giftCardPinHash, newGiftCardCode, newGiftCardPin } from "./gift-card-code";

export type GiftCard = typeof giftCards.$inferSelect;

/** A card is valid for a year from its issue: the least the RBI's rules on gift PPIs allow (docs/decisions/gift-cards-and-store-credit.md). */
function giftCardExpiry(issuedAt: Date) {
  const expiry = new Date(issuedAt);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + 1);
  return expiry;
}

type Move = {
  kind: GiftCardMovementKind;
  amountPaise: number;
  orderId?: string;
  staffId?: string | null;
  reason?: string;
  at: Date;
};

async function lockedCard(tx: DbOrTx, cardId: string) {
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, cardId)).for("update");
  if (!card) throw notFound("Gift card");
  return card;
}

/** Writes one move on a locked card: its new balance (never below zero) and its movement row. */
async function moveCard(tx: DbOrTx, card: GiftCard, move: Move, status = card.status) {
  const balancePaise = balanceAfter(card.balancePaise, move.amountPaise, "on this gift card");
  const [saved] = await tx
    .update(giftCards)
    .set({ balancePaise, status, version: card.version + 1 })
    .where(eq(giftCards.id, card.id))
    .returning();
  await tx.insert(giftCardMovements).values({
    id: newId(),
    giftCardId: card.id,
    kind: move.kind,
    amountPaise: move.amountPaise,
    balanceAfterPaise: balancePaise,
    orderId: move.orderId ?? null,
    staffId: move.staffId ?? null,
    reason: move.reason ?? null,
    at: move.at,
  });
  return saved;
}

export type NewGiftCard = {
  amountPaise: number;
  source: GiftCardSource;
  recipientName?: string;
  recipientEmail?: string;
  recipientMobile?: string;
  message?: string;
  sendAt?: Date;
  staffId?: string | null;
  orderId?: string;
  reason?: string;
  at: Date;
};

/**
 * A new card holding `amountPaise`, valid for a year, with its ISSUED movement. Its code and PIN
 * are answered here once, in plain: only their hashes are kept.
 */
export async function issueGiftCard(tx: DbOrTx, pepper: string, input: NewGiftCard) {
  const id = newId();
  const code = newGiftCardCode();
  const pin = newGiftCardPin();
  const [card] = await tx
    .insert(giftCards)
    .values({
      id,
      codeHash: giftCardCodeHash(pepper, code),
      codeLast4: giftCardLast4(code),
      pinHash: giftCardPinHash(pepper, id, pin),
      balancePaise: 0,
      initialPaise: input.amountPaise,
      expiresAt: giftCardExpiry(input.at),
      source: input.source,
      recipientName: input.recipientName ?? null,
      recipientEmail: input.recipientEmail ?? null,
      recipientMobile: input.recipientMobile ?? null,
      message: input.message ?? null,
      sendAt: input.sendAt ?? null,
      issuedByStaffId: input.staffId ?? null,
      orderId: input.orderId ?? null,
      reason: input.reason ?? null,
      createdAt: input.at,
    })
    .returning();
  const issued = await moveCard(tx, card, {
    kind: "ISSUED",
    amountPaise: input.amountPaise,
    orderId: input.orderId,
    staffId: input.staffId,
    reason: input.reason,
    at: input.at,
  });
  return { card: issued, code, pin };
}

/**
 * The card a code and PIN name, or null whatever was wrong (no such code, another PIN), so an
 * answer tells a guesser nothing. The PIN is compared as a hash of the same length.
 */
export async function findGiftCardByCode(db: DbOrTx, pepper: string, code: string, pin: string) {
  const [card] = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.codeHash, giftCardCodeHash(pepper, code)));
  return card && card.pinHash === giftCardPinHash(pepper, card.id, pin) ? card : null;
}

/** Where a card stands at `at`: only an active one (not disabled, not past its expiry) can be spent. */
export function giftCardState(card: GiftCard, at: Date): GiftCardState {
  if (card.status === "DISABLED") return "disabled";
  return card.expiresAt.getTime() > at.getTime() ? "active" : "expired";
}

/**
 * Spends `amountPaise` of a card on an order: refused (409) when the card is disabled or expired
 * (GIFT_CARD_NOT_USABLE) or holds less (BALANCE_TOO_LOW, saying what is left).
 */
export async function spendGiftCard(
  tx: DbOrTx,
  { cardId, amountPaise, orderId, at }: { cardId: string; amountPaise: number; orderId: string; at: Date },
) {
  const card = await lockedCard(tx, cardId);
  if (giftCardState(card, at) !== "active") {
    const message =
      card.status === "DISABLED"
        ? "This gift card has been disabled"
        : `This gift card expired on ${indiaParts(card.expiresAt).date}`;
    throw new ApiError(409, message, {}, {}, "GIFT_CARD_NOT_USABLE");
  }
  return moveCard(tx, card, { kind: "SPENT", amountPaise: -amountPaise, orderId, at });
}

/**
 * Gives back to each card what an order spent of it and has not had back: giving back twice gives
 * once. A disabled or expired card gets it back too (it still cannot be spent; the expiry job
 * writes an expired card's balance off again). The cards as they now stand.
 */
export async function giveBackGiftCards(tx: DbOrTx, { orderId, at }: { orderId: string; at: Date }) {
  const spentOn = await tx
    .selectDistinct({ id: giftCardMovements.giftCardId })
    .from(giftCardMovements)
    .where(and(eq(giftCardMovements.orderId, orderId), eq(giftCardMovements.kind, "SPENT")))
    .orderBy(asc(giftCardMovements.giftCardId));
  const given: GiftCard[] = [];
  for (const { id } of spentOn) {
    const card = await lockedCard(tx, id);
    const moves = await tx
      .select({ amountPaise: giftCardMovements.amountPaise })
      .from(giftCardMovements)
      .where(
        and(
          eq(giftCardMovements.giftCardId, id),
          eq(giftCardMovements.orderId, orderId),
          inArray(giftCardMovements.kind, [...ORDER_MOVES]),
        ),
      );
    const owed = owedBackPaise(moves.map((move) => move.amountPaise));
    if (owed > 0) given.push(await moveCard(tx, card, { kind: "GIVEN_BACK", amountPaise: owed, orderId, at }));
  }
  return given;
}

/** Staff add to a card or take from it (signed), with their reason; never below zero. */
export async function adjustGiftCard(
  tx: DbOrTx,
  input: { cardId: string; amountPaise: number; staffId: string | null; reason: string; at: Date },
) {
  const card = await lockedCard(tx, input.cardId);
  return {
    before: card,
    card: await moveCard(tx, card, { kind: "ADJUSTED", ...input }),
  };
}

/** Switches a card off for good: it can no longer be spent; the DISABLED movement records who and why. */
export async function disableGiftCard(
  tx: DbOrTx,
  input: { cardId: string; staffId: string | null; reason: string; at: Date },
) {
  const card = await lockedCard(tx, input.cardId);
  if (card.status === "DISABLED") return { before: card, card, changed: false };
  const disabled = await moveCard(tx, card, { kind: "DISABLED", amountPaise: 0, ...input }, "DISABLED");
  return { before: card, card: disabled, changed: true };
}

/**
 * Writes off the balance of every card past its expiry at `at` (an EXPIRED movement each), one
 * transaction per card so a long run holds no lock for long: for a daily job. How many it wrote off.
 */
export async function expireGiftCards(db: Db, at: Date) {
  const due = await db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(and(lte(giftCards.expiresAt, at), gt(giftCards.balancePaise, 0)))
    .orderBy(asc(giftCards.id));
  let expired = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const card = await lockedCard(tx, id);
      if (card.balancePaise === 0 || card.expiresAt.getTime() > at.getTime()) return;
      await moveCard(tx, card, { kind: "EXPIRED", amountPaise: -card.balancePaise, at });
      expired += 1;
    });
  }
  return expired;
}
