/**
 * The back office's store credit writes, each one transaction with the ledger's movement and one
 * audit row on the customer: goodwill credit added with a reason, a correction either way.
 */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db, DbOrTx } from "@api/db/client";
import { customers } from "@api/db/schema";
import { type ChangeBy, recordAudit } from "@api/lib/audit";
import { notFound } from "@api/lib/envelope";
import { toPaise, toRupees } from "@api/lib/money";
import { addStoreCredit, adjustStoreCredit } from "@api/resources/balances/store-credit-ledger";
import type { balanceAdjustSchema, goodwillCreditSchema } from "@api/validation/admin-balances";

async function refuseUnknownCustomer(tx: DbOrTx, customerId: string) {
  const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  if (!customer) throw notFound("Customer");
}

/**
 * One staff move of a customer's credit in one transaction: the customer checked, the ledger's
 * movement, and one audit row with the balance before and after. The balance after, in paise.
 */
function auditedMove(
  db: Db,
  by: ChangeBy,
  customerId: string,
  action: string,
  reason: string,
  move: (tx: DbOrTx, staffId: string | null) => Promise<{ beforePaise: number; balancePaise: number }>,
) {
  return db.transaction(async (tx) => {
    await refuseUnknownCustomer(tx, customerId);
    const moved = await move(tx, by.actor?.id ?? null);
    await recordAudit(tx, {
      ...by,
      action,
      entityType: "customer",
      entityId: customerId,
      before: { storeCredit: toRupees(moved.beforePaise) },
      after: { storeCredit: toRupees(moved.balancePaise), reason },
    });
    return moved.balancePaise;
  });
}

/** Goodwill credit added to a customer's balance with the reason. The balance after, in paise. */
export const addGoodwill = (db: Db, by: ChangeBy, customerId: string, input: z.output<typeof goodwillCreditSchema>) =>
  auditedMove(db, by, customerId, "store_credit.goodwill", input.reason, (tx, staffId) =>
    addStoreCredit(tx, {
      customerId,
      kind: "GOODWILL",
      amountPaise: toPaise(input.amount),
      staffId,
      reason: input.reason,
      at: by.at,
    }),
  );

/** Credit added or taken (signed) with the reason; refused (409) below zero. The balance after, in paise. */
export const adjustCredit = (db: Db, by: ChangeBy, customerId: string, input: z.output<typeof balanceAdjustSchema>) =>
  auditedMove(db, by, customerId, "store_credit.adjust", input.reason, (tx, staffId) =>
    adjustStoreCredit(tx, { customerId, amountPaise: toPaise(input.amount), staffId, reason: input.reason, at: by.at }),
  );
