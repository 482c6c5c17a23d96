import { eq } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { customers } from "@api/db/schema";
import { type ChangeBy, recordAudit } from "@api/lib/audit";
import { notFound } from "@api/lib/envelope";
import { type CustomerRow, revokeSessions } from "@api/resources/customers/customers.service";

/** What an audit row keeps of a customer's access; no reason while none is stored, so the log reads "(none)". */
const auditedAccess = (row: CustomerRow) => ({
  status: row.disabledAt ? "disabled" : "active",
  ...(row.disabledReason ? { reason: row.disabledReason } : {}),
});

/**
 * Disables or enables a customer's account with the reason given. Disabling ends every session
 * of the account at once (the middleware refuses a disabled account's token besides) and the
 * sign-in endpoints refuse it; the change and its audit row are one transaction. Answers the
 * account as it now stands, and whether anything changed.
 */
export async function setCustomerAccess(
  db: Db,
  by: ChangeBy,
  { id, disable, reason }: { id: string; disable: boolean; reason: string },
) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(customers).where(eq(customers.id, id)).for("update");
    if (!current) throw notFound("Customer");
    if ((current.disabledAt !== null) === disable) return { row: current, changed: false };
    const [row] = await tx
      .update(customers)
      .set(disable ? { disabledAt: by.at, disabledReason: reason } : { disabledAt: null, disabledReason: null })
      .where(eq(customers.id, id))
      .returning();
    if (disable) await revokeSessions(tx, id, by.at);
    await recordAudit(tx, {
      ...by,
      action: disable ? "customer.disable" : "customer.enable",
      entityType: "customer",
      entityId: id,
      before: auditedAccess(current),
      // Enabling clears the stored reason; the audit row keeps why it was enabled.
      after: { ...auditedAccess(row), reason },
    });
    return { row, changed: true };
  });
}
