/** A customer's store credit as staff and the customer read it: the balance, and its movements newest first, a page at a time. */
import { count, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { customers, orders, staff, storeCreditAccounts, storeCreditMovements } from "@api/db/schema";
import { notFound } from "@api/lib/envelope";
import { toRupees } from "@api/lib/money";

export const MOVEMENTS_PAGE_SIZE = 20;

async function balancePaise(db: DbOrTx, customerId: string) {
  const [account] = await db
    .select({ balancePaise: storeCreditAccounts.balancePaise })
    .from(storeCreditAccounts)
    .where(eq(storeCreditAccounts.customerId, customerId));
  return account?.balancePaise ?? 0;
}

async function movementPage(db: DbOrTx, customerId: string, page: number) {
  const mine = eq(storeCreditMovements.customerId, customerId);
  const [rows, [{ total }], balance] = await Promise.all([
    db
      .select({
        kind: storeCreditMovements.kind,
        amountPaise: storeCreditMovements.amountPaise,
        balanceAfterPaise: storeCreditMovements.balanceAfterPaise,
        orderNumber: orders.orderId,
        staffName: staff.name,
        reason: storeCreditMovements.reason,
        at: storeCreditMovements.at,
      })
      .from(storeCreditMovements)
      .leftJoin(orders, eq(orders.id, storeCreditMovements.orderId))
      .leftJoin(staff, eq(staff.id, storeCreditMovements.staffId))
      .where(mine)
      .orderBy(desc(storeCreditMovements.at), desc(storeCreditMovements.id))
      .limit(MOVEMENTS_PAGE_SIZE)
      .offset((page - 1) * MOVEMENTS_PAGE_SIZE),
    db.select({ total: count() }).from(storeCreditMovements).where(mine),
    balancePaise(db, customerId),
  ]);
  const movements = rows.map(({ amountPaise, balanceAfterPaise, at, ...movement }) => ({
    ...movement,
    amount: toRupees(amountPaise),
    balanceAfter: toRupees(balanceAfterPaise),
    at: at.toISOString(),
  }));
  return { balance: toRupees(balance), movements, total };
}

/** For staff: the customer's balance and a page of movements with who made them; 404 for no such customer. */
export async function customerStoreCredit(db: DbOrTx, customerId: string, page: number) {
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  if (!customer) throw notFound("Customer");
  return movementPage(db, customerId, page);
}

/** For the signed-in customer: the same, without the staff's names. */
export async function myStoreCredit(db: DbOrTx, customerId: string, page: number) {
  const { movements, ...rest } = await movementPage(db, customerId, page);
  return { ...rest, movements: movements.map(({ staffName: _staff, ...movement }) => movement) };
}
