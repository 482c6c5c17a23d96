/**
 * The low-stock email: every pending alert in one message to each active member of staff who
 * manages the catalogue (the catalogue role and owners), so a sale that empties ten skus sends
 * one email, not ten. Run by the job queue (jobs/stock-jobs).
 */
import { and, asc, inArray, isNotNull, isNull } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import { lowStockAlerts, staff } from "@api/db/schema";
import { STAFF_ROLES, can } from "@api/validation/staff-roles";

/** Who is told: everyone whose role may change stock. */
const ALERTED_ROLES = STAFF_ROLES.filter((role) => can(role, "catalogue.manage"));

type Alert = typeof lowStockAlerts.$inferSelect;

function lowStockEmail(alerts: Alert[], storefrontUrl: string) {
  const subject = alerts.length === 1 ? `Low stock: ${alerts[0].sku}` : `Low stock: ${alerts.length} skus`;
  const lines = alerts.map(
    (a) => `- ${a.name} (${a.sku}): ${a.stock === 0 ? "out of stock" : `${a.stock} left`}, threshold ${a.threshold}`,
  );
  const body = [
    alerts.length === 1
      ? "This sku has fallen to its low-stock threshold:"
      : "These skus have fallen to their low-stock thresholds:",
    "",
    ...lines,
    "",
    `Restock them on the stock screen: ${new URL("/admin/stock?state=low", storefrontUrl).toString()}`,
  ].join("\n");
  return { subject, body };
}

/**
 * Claims the pending alerts (marks them sent; alerts another run holds are skipped), then emails
 * them after the claim commits: the messenger writes through its own connection, which must not
 * wait on this transaction. A failed send hands the alerts back for the next run. Returns how
 * many alerts were sent.
 */
export async function sendLowStockAlerts(deps: Pick<AppDeps, "db" | "clock" | "env" | "messenger">) {
  const claimed = await deps.db.transaction(async (tx) => {
    const pending = await tx
      .select()
      .from(lowStockAlerts)
      .where(isNull(lowStockAlerts.sentAt))
      .orderBy(asc(lowStockAlerts.crossedAt), asc(lowStockAlerts.id))
      .for("update", { skipLocked: true });
    if (pending.length) {
      await tx
        .update(lowStockAlerts)
        .set({ sentAt: deps.clock.now() })
        .where(
          inArray(
            lowStockAlerts.id,
            pending.map((a) => a.id),
          ),
        );
    }
    return pending;
  });
  if (claimed.length === 0) return 0;
  try {
    const recipients = await deps.db
      .select({ email: staff.email })
      .from(staff)
      .where(and(inArray(staff.role, ALERTED_ROLES), isNull(staff.disabledAt), isNotNull(staff.totpEnabledAt)))
      .orderBy(asc(staff.email));
    const { subject, body } = lowStockEmail(claimed, deps.env.STOREFRONT_URL);
    for (const { email } of recipients) await deps.messenger.send({ channel: "email", to: email, subject, body });
  } catch (error) {
    await deps.db
      .update(lowStockAlerts)
      .set({ sentAt: null })
      .where(
        inArray(
          lowStockAlerts.id,
          claimed.map((a) => a.id),
        ),
      );
    throw error;
  }
  return claimed.length;
}
