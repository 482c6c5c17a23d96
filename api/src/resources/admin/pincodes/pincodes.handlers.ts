import { and, asc, count, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import { pincodes } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { ApiError, notFound, ok, okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import {
  PAGE_SIZE,
  type pincodeCreateSchema,
  type pincodeEditSchema,
  type pincodeImportSchema,
  type pincodeListQuerySchema,
  type pincodeRangeSchema,
  type pincodeStatusSchema,
} from "@api/validation/admin-pincodes";
import { startImport } from "@api/jobs/import-jobs";
import { type ImportError, areaView, compareAreas, readImportFile } from "./pincodes.import";
import type { pincodeParam } from "./pincodes.schemas";
import { likeText } from "@api/lib/like-text";

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

/** Digits look up pincodes starting with them (a whole area, "1100"); words, a city or a state. */
function searchCondition(q: string) {
  if (/^\d{1,6}$/.test(q)) return ilike(pincodes.pincode, `${q}%`);
  const like = likeText(q);
  return or(ilike(pincodes.city, like), ilike(pincodes.state, like));
}

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
    await recordAudit(tx, {
      actor: c.get("staff"),
      action: "pincode.create",
      entityType: "pincode",
      entityId: added.pincode,
      after: areaView(added),
      at: now,
    });
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

export async function updatePincode(
  c: ValidatedContext<{ param: typeof pincodeParam; json: typeof pincodeEditSchema }>,
) {
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
    if (unknown)
      throw new ApiError(404, `Pincode ${unknown} is not a delivery area`, {
        pincodes: `Pincode ${unknown} is not a delivery area`,
      });
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

/** Errors keyed as the API keys any nested field ("rows.3.city"), so the screen can list them by row. */
const importErrors = (errors: ImportError[]) =>
  Object.fromEntries(errors.map((e) => [`rows.${e.row}.${e.field}`, e.message]));

const errorCount = (errors: ImportError[]) => `${errors.length} ${errors.length === 1 ? "error" : "errors"}`;

/**
 * A dry run reads the file and reports every row's errors and what an import would do, writing
 * nothing. A real import of a file without errors is stored and written by a job, a batch per
 * transaction (imports/run-import.ts): the answer (202) names the run whose progress the screen
 * follows. A file with any error is refused here, before anything is stored.
 */
export async function importPincodes(c: ValidatedContext<{ json: typeof pincodeImportSchema }>) {
  const deps = c.get("deps");
  const { csv, dryRun, fileName } = c.req.valid("json");
  const { rows, errors } = readImportFile(csv);
  if (dryRun) {
    const plan = await compareAreas(deps.db, rows, false);
    const report = {
      dryRun: true,
      rows: rows.length,
      added: plan.added.length,
      updated: plan.updated.length,
      unchanged: plan.unchanged,
      errors,
    };
    return ok(c, report, errors.length ? `The file has ${errorCount(errors)}` : "The file is ready to import");
  }
  if (errors.length > 0)
    throw new ApiError(400, `Nothing was imported: the file has ${errorCount(errors)}`, importErrors(errors));
  const run = await startImport(deps, {
    kind: "pincodes",
    staffId: c.get("staff").id,
    fileName,
    csv,
    rowsTotal: rows.length,
  });
  return c.json(
    {
      status: 202,
      message: `The import of ${rows.length} ${rows.length === 1 ? "row" : "rows"} has started`,
      body: run,
      errors: {},
    },
    202,
  );
}
