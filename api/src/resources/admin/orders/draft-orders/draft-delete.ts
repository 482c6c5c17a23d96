import { eq } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import { draftOrders } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { type DraftStaff, auditActor, auditShape, lockDraft, refuseStaleOrClosed } from "./draft-record";

/** Deletes an open draft at the version the form was opened at; it held no stock. */
export async function deleteDraft(
  deps: Pick<AppDeps, "db" | "clock">,
  id: string,
  version: number,
  member: DraftStaff,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const current = await lockDraft(tx, id);
    refuseStaleOrClosed(current, version);
    await tx.delete(draftOrders).where(eq(draftOrders.id, id));
    await recordAudit(tx, {
      actor: auditActor(member),
      action: "draft_order.delete",
      entityType: "draft_order",
      entityId: id,
      before: auditShape(current),
      at: now,
    });
  });
}
