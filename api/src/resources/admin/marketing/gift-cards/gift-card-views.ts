/** Gift cards as staff see them: their state at a moment, found by last 4 or recipient, and a card's whole ledger. */
import { and, asc, count, desc, eq, gt, ilike, lte, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "@api/db/client";
import { giftCardMovements, giftCards, orders, staff } from "@api/db/schema";
import { notFound } from "@api/lib/envelope";
import { likeText } from "@api/lib/like-text";
import { toRupees } from "@api/lib/money";
import { type GiftCard, giftCardState } from "@api/resources/balances/gift-card-ledger";
import type { GiftCardState, giftCardListQuerySchema } from "@api/validation/admin-balances";

export const PAGE_SIZE = 20;

function stateCondition(state: GiftCardState, now: Date): SQL | undefined {
  switch (state) {
    case "disabled":
      return eq(giftCards.status, "DISABLED");
    case "expired":
      return and(eq(giftCards.status, "ACTIVE"), lte(giftCards.expiresAt, now));
    case "active":
      return and(eq(giftCards.status, "ACTIVE"), gt(giftCards.expiresAt, now));
  }
}

export const giftCardView = (card: GiftCard, now: Date) => ({
  id: card.id,
  last4: card.codeLast4,
  status: card.status,
  state: giftCardState(card, now),
  balance: toRupees(card.balancePaise),
  initialAmount: toRupees(card.initialPaise),
  expiresAt: card.expiresAt.toISOString(),
  source: card.source,
  recipientName: card.recipientName,
  recipientEmail: card.recipientEmail,
  recipientMobile: card.recipientMobile,
  message: card.message,
  sendAt: card.sendAt?.toISOString() ?? null,
  reason: card.reason,
  createdAt: card.createdAt.toISOString(),
});

/** A page of the cards found, newest first, in their state at `now`; and how many are found in all. */
export async function giftCardPage(
  db: DbOrTx,
  { q, status, page }: z.output<typeof giftCardListQuerySchema>,
  now: Date,
) {
  const where = and(
    q
      ? or(
          eq(giftCards.codeLast4, q.toUpperCase()),
          ilike(giftCards.recipientName, likeText(q)),
          ilike(giftCards.recipientEmail, likeText(q)),
        )
      : undefined,
    status ? stateCondition(status, now) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(giftCards)
      .where(where)
      .orderBy(desc(giftCards.createdAt), asc(giftCards.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(giftCards).where(where),
  ]);
  return { cards: rows.map((card) => giftCardView(card, now)), total };
}

/** One card in its state at `now`, with every movement of its ledger, oldest first. */
export async function giftCardDetail(db: DbOrTx, id: string, now: Date) {
  const [card] = await db.select().from(giftCards).where(eq(giftCards.id, id));
  if (!card) throw notFound("Gift card");
  const movements = await db
    .select({
      kind: giftCardMovements.kind,
      amountPaise: giftCardMovements.amountPaise,
      balanceAfterPaise: giftCardMovements.balanceAfterPaise,
      orderNumber: orders.orderId,
      staffName: staff.name,
      reason: giftCardMovements.reason,
      at: giftCardMovements.at,
    })
    .from(giftCardMovements)
    .leftJoin(orders, eq(orders.id, giftCardMovements.orderId))
    .leftJoin(staff, eq(staff.id, giftCardMovements.staffId))
    .where(eq(giftCardMovements.giftCardId, id))
    .orderBy(asc(giftCardMovements.at), asc(giftCardMovements.id));
  return {
    ...giftCardView(card, now),
    movements: movements.map(({ amountPaise, balanceAfterPaise, at, ...movement }) => ({
      ...movement,
      amount: toRupees(amountPaise),
      balanceAfter: toRupees(balanceAfterPaise),
      at: at.toISOString(),
    })),
  };
}
