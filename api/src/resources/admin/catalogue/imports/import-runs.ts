import { desc, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import type { Db } from "@api/db/client";
import { type ImportKind, type ImportState, importRuns, staff } from "@api/db/schema";
import { newId } from "@api/lib/ids";

/** States an import leaves no more. */
export const FINISHED: ImportState[] = ["done", "failed", "cancelled"];

/** How many row errors one page of an import's screen lists. */
const ERRORS_PAGE_SIZE = 100;
/** How many imports the back office's list shows: the newest. */
const RECENT_IMPORTS = 50;

const summaryFields = {
  id: importRuns.id,
  kind: importRuns.kind,
  fileName: importRuns.fileName,
  state: importRuns.state,
  rowsTotal: importRuns.rowsTotal,
  rowsDone: importRuns.rowsDone,
  counts: importRuns.counts,
  message: importRuns.message,
  staffName: staff.name,
  createdAt: importRuns.createdAt,
  startedAt: importRuns.startedAt,
  finishedAt: importRuns.finishedAt,
};

/** Stores an upload as a queued import; its job is sent by jobs/import-jobs.ts (startImport). */
export async function storeImportRun(
  deps: Pick<AppDeps, "db" | "clock">,
  run: { kind: ImportKind; staffId: string; fileName: string; csv: string; rowsTotal: number },
) {
  const id = newId();
  await deps.db.insert(importRuns).values({ id, ...run, createdAt: deps.clock.now() });
  return id;
}

export async function importRunSummary(db: Db, id: string) {
  const [row] = await db
    .select(summaryFields)
    .from(importRuns)
    .leftJoin(staff, eq(staff.id, importRuns.staffId))
    .where(eq(importRuns.id, id));
  return row ?? null;
}

/** An import as its screen shows it: its progress and outcome, and one page of its row errors. */
export async function importRunView(db: Db, id: string, page: number) {
  const summary = await importRunSummary(db, id);
  if (!summary) return null;
  const [{ errors }] = await db.select({ errors: importRuns.errors }).from(importRuns).where(eq(importRuns.id, id));
  const start = (page - 1) * ERRORS_PAGE_SIZE;
  return {
    ...summary,
    errors: errors.slice(start, start + ERRORS_PAGE_SIZE),
    errorCount: errors.length,
    errorPage: page,
    errorPages: Math.max(1, Math.ceil(errors.length / ERRORS_PAGE_SIZE)),
  };
}

export function recentImportRuns(db: Db) {
  return db
    .select(summaryFields)
    .from(importRuns)
    .leftJoin(staff, eq(staff.id, importRuns.staffId))
    .orderBy(desc(importRuns.createdAt), desc(importRuns.id))
    .limit(RECENT_IMPORTS);
}

/** Imports not finished: the sweep sends their job again in case it was lost. */
export async function unfinishedImportRuns(db: Db) {
  return db
    .select({ id: importRuns.id })
    .from(importRuns)
    .where(inArray(importRuns.state, ["queued", "running"]));
}

const rowsWord = (n: number) => `${n.toLocaleString("en-IN")} ${n === 1 ? "row" : "rows"}`;

/** What an import stopped part-way means for the shop, in a sentence: the rows written stay. */
export const partlyImported = (done: number, total: number) =>
  done === 0
    ? "No row was imported."
    : `The first ${rowsWord(done)} of ${total.toLocaleString("en-IN")} were imported and stay; importing the same file again finishes it.`;

/**
 * Stops an import between two batches: it waits for a batch being written (its transaction holds
 * the import's row), so the answer says exactly how many rows were written. A finished import is
 * left as it is.
 */
export async function cancelImportRun(deps: Pick<AppDeps, "db" | "clock">, id: string, staffId: string) {
  return deps.db.transaction(async (tx) => {
    const [run] = await tx.select().from(importRuns).where(eq(importRuns.id, id)).for("update");
    if (!run) return null;
    if (FINISHED.includes(run.state)) return { cancelled: false, state: run.state };
    const message = `Cancelled. ${partlyImported(run.rowsDone, run.rowsTotal)}`;
    await tx
      .update(importRuns)
      .set({ state: "cancelled", message, cancelledBy: staffId, finishedAt: deps.clock.now() })
      .where(eq(importRuns.id, id));
    return { cancelled: true, state: "cancelled" as const };
  });
}
