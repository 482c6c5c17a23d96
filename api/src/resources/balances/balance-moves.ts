/**
 * What the gift card and store credit ledgers share: a balance never goes below zero (a move that
 * would is refused with what is left), and what an order spent is given back once.
 */
import { ApiError } from "@api/lib/envelope";
import { rupeesLabel } from "@api/lib/money";

type Holder = "on this gift card" | "in store credit";

/** The balance after a signed move; below zero it is refused (409, BALANCE_TOO_LOW, at the amount's field). */
export function balanceAfter(currentPaise: number, amountPaise: number, holder: Holder) {
  const after = currentPaise + amountPaise;
  if (after >= 0) return after;
  const message = `Only ${rupeesLabel(currentPaise)} is left ${holder}`;
  throw new ApiError(409, message, { amount: message }, {}, "BALANCE_TOO_LOW");
}

/** The movement kinds an order's spending and its giving back are written as. */
export const ORDER_MOVES = ["SPENT", "GIVEN_BACK"] as const;

/**
 * What is still owed back to a balance for an order: what it spent less what was given back
 * already (movements are signed: spent is negative). Read with the balance row locked, so two
 * cancellations at once give it back once.
 */
export const owedBackPaise = (orderMovesPaise: number[]) => -orderMovesPaise.reduce((sum, amount) => sum + amount, 0);
