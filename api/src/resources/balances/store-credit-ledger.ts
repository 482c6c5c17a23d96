/**
 * The store credit ledger (issue 28): a customer's balance is one store_credit_accounts row, made
 * at its first movement; every change locks it (FOR UPDATE), checks, writes the new balance and one
 * store_credit_movements row in the caller's transaction, so two checkouts racing on the last
 * rupees spend them once and the movements add up to the balance. The account is locked after any
 * gift cards (gift-card-ledger.ts), so an order paying with both cannot deadlock. No audit row
 * here: the back office's writes audit their own actions, the checkout its order.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { type StoreCreditMovementKind, storeCreditAccounts, storeCreditMovements } from "@api/db/schema";
import { newId } from "@api/lib/ids";
import { ORDER_MOVES, balanceAfter, owedBackPaise } from "./balance-moves";

type Move = {
  customerId: string;
  kind: StoreCreditMovementKind;
  amountPaise: number;
  orderId?: string;
  returnId?: string;
  staffId?: string | null;
  reason?: string;
  at: Date;
};

/** The customer's account, made at 0 if it is the first movement, locked for the rest of the transaction. */
async function lockedAccount(tx: DbOrTx, customerId: string) {
  await tx.insert(storeCreditAccounts).values({ customerId }).onConflictDoNothing();
  const [account] = await tx
    .select()
    .from(storeCreditAccounts)
    .where(eq(storeCreditAccounts.customerId, customerId))
    .for("update");
  return account;
}

/** Locks the account and writes one move: the new balance (never below zero) and its movement row. The balances before and after. */
async function moveCredit(tx: DbOrTx, move: Move) {
  const account = await lockedAccount(tx, move.customerId);
  const balancePaise = balanceAfter(account.balancePaise, move.amountPaise, "in store credit");
  await tx
    .update(storeCreditAccounts)
    .set({ balancePaise, version: account.version + 1 })
    .where(eq(storeCreditAccounts.customerId, move.customerId));
  await tx.insert(storeCreditMovements).values({
    id: newId(),
    customerId: move.customerId,
    kind: move.kind,
    amountPaise: move.amountPaise,
    balanceAfterPaise: balancePaise,
    orderId: move.orderId ?? null,
    returnId: move.returnId ?? null,
    staffId: move.staffId ?? null,
    reason: move.reason ?? null,
    at: move.at,
  });
  return { beforePaise: account.balancePaise, balancePaise };
}

/** Credit added: goodwill from staff with a reason, or a cancellation's or return's refund (a later slice). */
export const addStoreCredit = (
  tx: DbOrTx,
  input: Omit<Move, "kind"> & { kind: Extract<StoreCreditMovementKind, "GOODWILL" | "REFUND"> },
) => moveCredit(tx, input);

/** Spends `amountPaise` of a customer's credit on an order: refused (409, BALANCE_TOO_LOW, saying what is left) when it holds less. */
export const spendStoreCredit = (
  tx: DbOrTx,
  input: { customerId: string; amountPaise: number; orderId: string; at: Date },
) => moveCredit(tx, { ...input, kind: "SPENT", amountPaise: -input.amountPaise });

/** Staff add or take credit (signed), with their reason; never below zero. */
export const adjustStoreCredit = (
  tx: DbOrTx,
  input: { customerId: string; amountPaise: number; staffId: string | null; reason: string; at: Date },
) => moveCredit(tx, { ...input, kind: "ADJUSTED" });

/**
 * Gives back what an order spent of its customer's credit and has not had back: giving back twice
 * gives once. What was given back, in paise (0 when nothing was owed).
 */
export async function giveBackStoreCredit(tx: DbOrTx, { orderId, at }: { orderId: string; at: Date }) {
  const [spent] = await tx
    .select({ customerId: storeCreditMovements.customerId })
    .from(storeCreditMovements)
    .where(and(eq(storeCreditMovements.orderId, orderId), eq(storeCreditMovements.kind, "SPENT")))
    .limit(1);
  if (!spent) return 0;
  // Locked before the order's movements are read, so a second give-back waits and then finds none owed.
  await lockedAccount(tx, spent.customerId);
  const moves = await tx
    .select({ amountPaise: storeCreditMovements.amountPaise })
    .from(storeCreditMovements)
    .where(and(eq(storeCreditMovements.orderId, orderId), inArray(storeCreditMovements.kind, [...ORDER_MOVES])));
  const owed = owedBackPaise(moves.map((move) => move.amountPaise));
  if (owed <= 0) return 0;
  await moveCredit(tx, { customerId: spent.customerId, kind: "GIVEN_BACK", amountPaise: owed, orderId, at });
  return owed;
}
