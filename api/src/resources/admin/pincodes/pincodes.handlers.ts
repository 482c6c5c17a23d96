import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { pincodes } from "../../../db/schema";
import { recordAudit } from "../../../lib/audit";
import { ApiError, notFound, ok, okList } from "../../../lib/envelope";
import type { ValidatedContext } from "../../../lib/validation";
import {
  PAGE_SIZE,
  type pincodeCreateSchema,
  type pincodeEditSchema,
  type pincodeImportSchema,
  type pincodeListQuerySchema,
  type pincodeRangeSchema,
  type pincodeStatusSchema,
} from "../../../validation/admin-pincodes";
import { type ImportError, type ImportRow, readImportFile } from "./pincodes.import";
import type { pincodeParam } from "./pincodes.schemas";

type PincodeRow = typeof pincodes.$inferSelect;

export const alreadyServed = (pincode: string) => `Pincode ${pincode} is already a delivery area`;

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

/** `%` and `_` typed in the search box are searched for, not used as wildcards. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Digits look up pincodes starting with them (a whole area, "1100"); words, a city or a state. */
function searchCondition(q: string) {
  if (/^\d{1,6}$/.test(q)) return ilike(pincodes.pincode, `${q}%`);
  const like = likeText(q);
  return or(ilike(pincodes.city, like), ilike(pincodes.state, like));
}

export const areaView = (row: PincodeRow) => ({
  pincode: row.pincode,
  city: row.city,
  state: row.state,
  deliveryDays: row.deliveryDays,
  codAvailable: row.codAvailable,
  isActive: row.isActive,
});

export async function listPincodes(c: ValidatedContext<{ query: typeof pincodeListQuerySchema }>) {
  const { db } = c.get("deps");
  const { q, status, cod, page } = c.req.valid("query");
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
  return okList(c, rows.map(areaView), { page, limit: PAGE_SIZE, totalRecords: total });
}

export async function getPincode(c: ValidatedContext<{ param: typeof pincodeParam }>) {
  const { pincode } = c.req.valid("param");
  const [row] = await c.get("deps").db.select().from(pincodes).where(eq(pincodes.pincode, pincode));
  if (!row) throw notFound("Delivery area");
  return ok(c, areaView(row));
}

export async function createPincode(c: ValidatedContext<{ json: typeof pincodeCreateSchema }>) {
  const { db, clock } = c.get("deps");
  const input = c.req.valid("json");
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    const [added] = await tx.insert(pincodes).values(input).onConflictDoNothing().returning();
    if (!added) throw new ApiError(409, alreadyServed(input.pincode), { pincode: alreadyServed(input.pincode) });
    await recordAudit(tx, { actor: c.get("staff"), action: "pincode.create", entityType: "pincode", entityId: added.pincode, after: areaView(added), at: now });
    return added;
  });
  return ok(c, areaView(row), `Pincode ${row.pincode} (${row.city}) added`);
}

/**
 * Adds every pincode from `from` to `to` with the same details. Pincodes already served are left
 * as they are (their own estimate or cash on delivery may be deliberate) and counted; one audit
 * row records the range and the counts.
 */
export async function addRange(c: ValidatedContext<{ json: typeof pincodeRangeSchema }>) {
  const { db, clock } = c.get("deps");
  const { from, to, ...details } = c.req.valid("json");
  const now = clock.now();
  const all = Array.from({ length: Number(to) - Number(from) + 1 }, (_, i) => String(Number(from) + i));
  const added = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(pincodes)
      .values(all.map((pincode) => ({ pincode, ...details })))
      .onConflictDoNothing()
      .returning({ pincode: pincodes.pincode });
    await recordAudit(tx, {
      actor: c.get("staff"),
      action: "pincode.addRange",
      entityType: "pincode",
      entityId: `${from}-${to}`,
      after: { ...details, added: rows.length, unchanged: all.length - rows.length },
      at: now,
    });
    return rows.length;
  });
  const unchanged = all.length - added;
  return ok(
    c,
    { from, to, added, unchanged },
    `${added} ${added === 1 ? "pincode" : "pincodes"} added${unchanged ? `; ${unchanged} already served left unchanged` : ""}`,
  );
}

export async function updatePincode(c: ValidatedContext<{ param: typeof pincodeParam; json: typeof pincodeEditSchema }>) {
  const { db, clock } = c.get("deps");
  const { pincode } = c.req.valid("param");
  const input = c.req.valid("json");
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(pincodes).where(eq(pincodes.pincode, pincode)).for("update");
    if (!current) throw notFound("Delivery area");
    const [updated] = await tx.update(pincodes).set(input).where(eq(pincodes.pincode, pincode)).returning();
    await recordAudit(tx, {
      actor: c.get("staff"),
      action: "pincode.update",
      entityType: "pincode",
      entityId: pincode,
      before: areaView(current),
      after: areaView(updated),
      at: now,
    });
    return updated;
  });
  return ok(c, areaView(row), `Pincode ${row.pincode} saved`);
}

/** Switches the selected pincodes on or off; one audit row for each one that changes. */
export async function setStatus(c: ValidatedContext<{ json: typeof pincodeStatusSchema }>) {
  const { db, clock } = c.get("deps");
  const { pincodes: chosen, active } = c.req.valid("json");
  const now = clock.now();
  const wanted = [...new Set(chosen)];
  const changed = await db.transaction(async (tx) => {
    const current = await tx.select().from(pincodes).where(inArray(pincodes.pincode, wanted)).for("update");
    const unknown = wanted.find((pincode) => !current.some((row) => row.pincode === pincode));
    if (unknown) throw new ApiError(404, `Pincode ${unknown} is not a delivery area`, { pincodes: `Pincode ${unknown} is not a delivery area` });
    const toChange = current.filter((row) => row.isActive !== active);
    if (toChange.length === 0) return [];
    await tx
      .update(pincodes)
      .set({ isActive: active })
      .where(inArray(pincodes.pincode, toChange.map((row) => row.pincode)));
    for (const row of toChange) {
      await recordAudit(tx, {
        actor: c.get("staff"),
        action: active ? "pincode.activate" : "pincode.deactivate",
        entityType: "pincode",
        entityId: row.pincode,
        before: { isActive: row.isActive },
        after: { isActive: active },
        at: now,
      });
    }
    return toChange.map((row) => row.pincode);
  });
  const verb = active ? "activated" : "deactivated";
  const message =
    changed.length === 0
      ? "Nothing to change"
      : changed.length === 1
        ? `Pincode ${changed[0]} ${verb}`
        : `${changed.length} pincodes ${verb}`;
  return ok(c, { changed, active }, message);
}

const sameArea = (row: PincodeRow, next: ImportRow) =>
  row.city === next.city &&
  row.state === next.state &&
  row.deliveryDays === next.deliveryDays &&
  row.codAvailable === next.codAvailable &&
  row.isActive === next.isActive;

/** Sorts a file's valid rows into new, changed and unchanged against the areas stored now. */
async function compare(db: DbOrTx, rows: ImportRow[], lock: boolean) {
  const existing = new Map<string, PincodeRow>();
  const chunks = Array.from({ length: Math.ceil(rows.length / 1000) }, (_, i) => rows.slice(i * 1000, (i + 1) * 1000));
  for (const chunk of chunks) {
    const query = db.select().from(pincodes).where(inArray(pincodes.pincode, chunk.map((row) => row.pincode)));
    for (const row of await (lock ? query.for("update") : query)) existing.set(row.pincode, row);
  }
  const added = rows.filter((row) => !existing.has(row.pincode));
  const updated = rows.filter((row) => {
    const current = existing.get(row.pincode);
    return current !== undefined && !sameArea(current, row);
  });
  return { added, updated, before: updated.map((row) => areaView(existing.get(row.pincode) as PincodeRow)), unchanged: rows.length - added.length - updated.length };
}

/** Errors keyed as the API keys any nested field ("rows.3.city"), so the screen can list them by row. */
const importErrors = (errors: ImportError[]) => Object.fromEntries(errors.map((e) => [`rows.${e.row}.${e.field}`, e.message]));

/**
 * A dry run reads the file and reports every row's errors and what an import would do, writing
 * nothing. A real import writes only a file without errors, all of it in one transaction, so a
 * file is never half imported; one audit row records the counts and the pincodes changed.
 */
export async function importPincodes(c: ValidatedContext<{ json: typeof pincodeImportSchema }>) {
  const { db, clock } = c.get("deps");
  const { csv, dryRun } = c.req.valid("json");
  const { rows, errors } = readImportFile(csv);
  if (dryRun) {
    const plan = await compare(db, rows, false);
    const report = { dryRun: true, rows: rows.length, added: plan.added.length, updated: plan.updated.length, unchanged: plan.unchanged, errors };
    return ok(c, report, errors.length ? `The file has ${errors.length} ${errors.length === 1 ? "error" : "errors"}` : "The file is ready to import");
  }
  if (errors.length > 0) {
    throw new ApiError(400, `Nothing was imported: the file has ${errors.length} ${errors.length === 1 ? "error" : "errors"}`, importErrors(errors));
  }
  const now = clock.now();
  const plan = await db.transaction(async (tx) => {
    const found = await compare(tx, rows, true);
    const writes = [...found.added, ...found.updated];
    for (let i = 0; i < writes.length; i += 1000) {
      await tx
        .insert(pincodes)
        .values(writes.slice(i, i + 1000))
        .onConflictDoUpdate({
          target: pincodes.pincode,
          set: {
            city: sql`excluded.city`,
            state: sql`excluded.state`,
            deliveryDays: sql`excluded.delivery_days`,
            codAvailable: sql`excluded.cod_available`,
            isActive: sql`excluded.is_active`,
          },
        });
    }
    await recordAudit(tx, {
      actor: c.get("staff"),
      action: "pincode.import",
      entityType: "pincode",
      entityId: "import",
      // One row for the whole file, read as a record of it: what it changed, and what the updated areas held before.
      after: {
        added: found.added.length,
        updated: found.updated.length,
        unchanged: found.unchanged,
        addedPincodes: found.added.map((row) => row.pincode),
        updatedPincodes: found.updated.map((row) => row.pincode),
        updatedFrom: found.before,
      },
      at: now,
    });
    return found;
  });
  const report = { dryRun: false, rows: rows.length, added: plan.added.length, updated: plan.updated.length, unchanged: plan.unchanged, errors: [] };
  return ok(c, report, `Imported: ${report.added} added, ${report.updated} updated, ${report.unchanged} unchanged`);
}
