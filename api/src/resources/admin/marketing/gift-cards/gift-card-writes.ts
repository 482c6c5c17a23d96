/**
 * The back office's gift card writes, each one transaction with the ledger's movement and one
 * audit row: a card issued (for a complaint, a promotion), disabled, adjusted with a reason. The
 * audit never holds a code or a PIN.
 */
import type { z } from "zod";
import type { Db } from "@api/db/client";
import { type ChangeBy, recordAudit } from "@api/lib/audit";
import { toPaise, toRupees } from "@api/lib/money";
import { adjustGiftCard, disableGiftCard, issueGiftCard } from "@api/resources/balances/gift-card-ledger";
import type { balanceAdjustSchema, giftCardIssueSchema } from "@api/validation/admin-balances";

const audited = { entityType: "gift_card" } as const;

/** A new card issued by staff, valid a year; its code and PIN in plain, this once. */
export async function issueCard(db: Db, by: ChangeBy, pepper: string, input: z.output<typeof giftCardIssueSchema>) {
  return db.transaction(async (tx) => {
    const issued = await issueGiftCard(tx, pepper, {
      amountPaise: toPaise(input.amount),
      source: "ISSUED",
      recipientName: input.recipientName,
      recipientEmail: input.recipientEmail,
      recipientMobile: input.recipientMobile,
      message: input.message,
      staffId: by.actor?.id ?? null,
      reason: input.reason,
      at: by.at,
    });
    const { card } = issued;
    await recordAudit(tx, {
      ...by,
      ...audited,
      action: "gift_card.issue",
      entityId: card.id,
      before: null,
      after: {
        balance: toRupees(card.balancePaise),
        expiresAt: card.expiresAt.toISOString(),
        recipientName: card.recipientName,
        recipientEmail: card.recipientEmail,
        recipientMobile: card.recipientMobile,
        reason: card.reason,
      },
    });
    return issued;
  });
}

/** Switches a card off with the reason; a card off already is left as it is. The card, and whether it changed. */
export async function disableCard(db: Db, by: ChangeBy, id: string, reason: string) {
  return db.transaction(async (tx) => {
    const result = await disableGiftCard(tx, { cardId: id, staffId: by.actor?.id ?? null, reason, at: by.at });
    if (result.changed)
      await recordAudit(tx, {
        ...by,
        ...audited,
        action: "gift_card.disable",
        entityId: id,
        before: { status: result.before.status },
        after: { status: result.card.status, reason },
      });
    return result;
  });
}

/** Adds to a card or takes from it, with the reason; refused (409) below zero. The card as it now stands. */
export async function adjustCard(db: Db, by: ChangeBy, id: string, input: z.output<typeof balanceAdjustSchema>) {
  return db.transaction(async (tx) => {
    const { before, card } = await adjustGiftCard(tx, {
      cardId: id,
      amountPaise: toPaise(input.amount),
      staffId: by.actor?.id ?? null,
      reason: input.reason,
      at: by.at,
    });
    await recordAudit(tx, {
      ...by,
      ...audited,
      action: "gift_card.adjust",
      entityId: id,
      before: { balance: toRupees(before.balancePaise) },
      after: { balance: toRupees(card.balancePaise), reason: input.reason },
    });
    return card;
  });
}
