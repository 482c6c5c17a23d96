import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { auditLog, staff } from "../db/schema";
import { ApiError } from "./envelope";

/**
 * Two staff editing one product, coupon or category: each form carries the version it was opened
 * at, and a save made from an older version is refused instead of silently overwriting the other
 * person's change. The refusal says who changed it, when and which fields (from the audit log,
 * which every save writes), and the form keeps what the second person typed.
 *
 * A handler locks the row (`FOR UPDATE`), calls `refuseStaleEdit` with the version the form sent,
 * then writes `version: row.version + 1` with its change. The admin form takes its hidden version
 * from the loader, not from what was typed, so after the refusal the page holds the newest version
 * beside the kept fields: the second save, made after reading whose change it would replace, goes
 * through.
 */
export type StaleEditCheck = {
  /** The audit log's entity type and id of the thing being saved. */
  entityType: string;
  entityId: string;
  /** What the thing is called in the message: "product", "coupon". */
  noun: string;
  /** The version in the database now, read under the row lock. */
  currentVersion: number;
  /** The version the form was opened at. */
  submittedVersion: number;
  /** Names for the audited fields, so the message says "selling price" rather than sellingPricePaise. */
  fieldLabels?: Record<string, string>;
};

export const VERSION_FIELD = "version";

const TIME = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/** The keys whose values differ between an audit row's before and after. */
function changedKeys(before: unknown, after: unknown): string[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (key) => key !== VERSION_FIELD && JSON.stringify(b[key]) !== JSON.stringify(a[key]),
  );
}

export async function refuseStaleEdit(tx: DbOrTx, check: StaleEditCheck): Promise<void> {
  if (check.submittedVersion === check.currentVersion) return;
  // One audit row per save since the form was opened (at most five are read).
  const missed = Math.min(Math.max(check.currentVersion - check.submittedVersion, 1), 5);
  const rows = await tx
    .select({
      at: auditLog.at,
      before: auditLog.before,
      after: auditLog.after,
      email: auditLog.staffEmail,
      name: staff.name,
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(and(eq(auditLog.entityType, check.entityType), eq(auditLog.entityId, check.entityId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(missed);
  throw new ApiError(409, staleEditMessage(check, rows), { [VERSION_FIELD]: STALE_FIELD_NOTE });
}

export const STALE_FIELD_NOTE = "Not saved: someone else saved first.";

type MissedSave = { at: Date; before: unknown; after: unknown; email: string | null; name: string | null };

export function staleEditMessage(check: Pick<StaleEditCheck, "noun" | "fieldLabels">, saves: MissedSave[]): string {
  const keep = "Nothing you typed was saved; it is still in the form. Check their change, then save again.";
  const last = saves[0];
  if (!last) return `Someone else saved this ${check.noun} after you opened it. ${keep}`;
  const who = last.name
    ? `${last.name} (${last.email ?? "a removed account"})`
    : (last.email ?? "A script on the server");
  const fields = [...new Set(saves.flatMap((save) => changedKeys(save.before, save.after)))].map(
    (key) => check.fieldLabels?.[key] ?? key,
  );
  const what = fields.length > 0 ? `, changing ${listOf(fields)},` : "";
  return `${who} saved this ${check.noun} at ${TIME.format(last.at)}${what} after you opened it. ${keep}`;
}

function listOf(words: string[]) {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}
