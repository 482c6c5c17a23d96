/**
 * The back office's delivery areas (pincodes): the list's filters, and every write with its audit
 * row. The handlers read the request, call these, and answer.
 */
import { and, asc, count, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { pincodes } from "@api/db/schema";
import { type AuditActor, recordAudit } from "@api/lib/audit";
import { ApiError, notFound } from "@api/lib/envelope";
import { likeText } from "@api/lib/like-text";
import { PAGE_SIZE } from "@api/validation/admin-pincodes";
import { areaView } from "./pincodes.import";

type PincodeInsert = typeof pincodes.$inferInsert;
type AreaDetails = Omit<PincodeInsert, "pincode">;
type AreaEdit = Partial<AreaDetails>;
export type AreaFilters = { q?: string; status: string; cod: string; page: number };

export const alreadyServed = (pincode: string) => `Pincode ${pincode} is already a delivery area`;
const notServed = (pincode: string) => `Pincode ${pincode} is not a delivery area`;

const STATUS_FILTERS: Record<string, SQL | undefined> = {
  active: eq(pincodes.isActive, true),
  inactive: eq(pincodes.isActive, false),
  all: undefined,
};
const COD_FILTERS: Record<string, SQL | undefined> = {
  yes: eq(pincodes.codAvailable, true),
  no: eq(pincodes.codAvailable, false),
  all: undefined,
};

/** Digits look up pincodes starting with them (a whole area, "1100"); words, a city or a state. */
function searchCondition(q: string) {
  if (/^\d{1,6}$/.test(q)) return ilike(pincodes.pincode, `${q}%`);
  const like = likeText(q);
  return or(ilike(pincodes.city, like), ilike(pincodes.state, like));
}

/** One page of delivery areas matching the filters, and how many match in all. */
export async function findAreas(db: Db, { q, status, cod, page }: AreaFilters) {
  const where = and(q ? searchCondition(q) : undefined, STATUS_FILTERS[status], COD_FILTERS[cod]);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(pincodes)
      .where(where)
      .orderBy(asc(pincodes.pincode))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(pincodes).where(where),
  ]);
  return { areas: rows.map(areaView), total };
}

export async function findArea(db: Db, pincode: string) {
  const [row] = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode));
  if (!row) throw notFound("Delivery area");
  return areaView(row);
}

export async function addArea(db: Db, actor: AuditActor, input: PincodeInsert, at: Date) {
  return db.transaction(async (tx) => {
    const [added] = await tx.insert(pincodes).values(input).onConflictDoNothing().returning();
    if (!added) throw new ApiError(409, alreadyServed(input.pincode), { pincode: alreadyServed(input.pincode) });
    await recordAudit(tx, {
      actor,
      action: "pincode.create",
      entityType: "pincode",
      entityId: added.pincode,
      after: areaView(added),
      at,
    });
    return areaView(added);
  });
}

/**
 * Adds every pincode from `from` to `to` with the same details. Pincodes already served are left
 * as they are (their own estimate or cash on delivery may be deliberate) and counted; one audit
 * row records the range and the counts.
 */
export async function addAreaRange(
  db: Db,
  actor: AuditActor,
  { from, to, details }: { from: string; to: string; details: AreaDetails },
  at: Date,
) {
  const all = Array.from({ length: Number(to) - Number(from) + 1 }, (_, i) => String(Number(from) + i));
  const added = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(pincodes)
      .values(all.map((pincode) => ({ pincode, ...details })))
      .onConflictDoNothing()
      .returning({ pincode: pincodes.pincode });
    await recordAudit(tx, {
      actor,
      action: "pincode.addRange",
      entityType: "pincode",
      entityId: `${from}-${to}`,
      after: { ...details, added: rows.length, unchanged: all.length - rows.length },
      at,
    });
    return rows.length;
  });
  return { added, unchanged: all.length - added };
}

export async function editArea(db: Db, actor: AuditActor, pincode: string, input: AreaEdit, at: Date) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(pincodes).where(eq(pincodes.pincode, pincode)).for("update");
    if (!current) throw notFound("Delivery area");
    const [updated] = await tx.update(pincodes).set(input).where(eq(pincodes.pincode, pincode)).returning();
    await recordAudit(tx, {
      actor,
      action: "pincode.update",
      entityType: "pincode",
      entityId: pincode,
      before: areaView(current),
      after: areaView(updated),
      at,
    });
    return areaView(updated);
  });
}

/** Switches the chosen pincodes on or off; one audit row for each one that changes. Answers the changed ones. */
export async function setAreasActive(db: Db, actor: AuditActor, chosen: string[], active: boolean, at: Date) {
  const wanted = [...new Set(chosen)];
  return db.transaction(async (tx) => {
    const current = await tx.select().from(pincodes).where(inArray(pincodes.pincode, wanted)).for("update");
    const unknown = wanted.find((pincode) => !current.some((row) => row.pincode === pincode));
    if (unknown) throw new ApiError(404, notServed(unknown), { pincodes: notServed(unknown) });
    const toChange = current.filter((row) => row.isActive !== active);
    if (toChange.length === 0) return [];
    await tx
      .update(pincodes)
      .set({ isActive: active })
      .where(
        inArray(
          pincodes.pincode,
          toChange.map((row) => row.pincode),
        ),
      );
    for (const row of toChange) {
      await recordAudit(tx, {
        actor,
        action: active ? "pincode.activate" : "pincode.deactivate",
        entityType: "pincode",
        entityId: row.pincode,
        before: { isActive: row.isActive },
        after: { isActive: active },
        at,
      });
    }
    return toChange.map((row) => row.pincode);
  });
}
