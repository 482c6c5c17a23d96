import { and, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import { type ImportRowError, importRuns, staff } from "@api/db/schema";
import { FINISHED, partlyImported } from "./import-runs";
import { IMPORT_KINDS } from "./import-kinds";

type RunDeps = Pick<AppDeps, "db" | "clock" | "logger">;

const errorsSentence = (errors: ImportRowError[]) => {
  const rows = new Set(errors.map((e) => e.row)).size;
  return `${rows} ${rows === 1 ? "row has" : "rows have"} errors`;
};

/**
 * Runs an import forward: first every row is checked against the shop (a file with any error
 * writes nothing and lists every row's errors), then its rows are written a batch per
 * transaction, each batch moving `rows_done` in the same transaction, so the progress shown is
 * what is written and a job started again after a crash goes on after the last batch. It stops
 * after `maxBatches` batches or once `deadline` (epoch ms) has passed; true when rows remain.
 */
export async function runImport(
  deps: RunDeps,
  id: string,
  limits: { maxBatches?: number; deadline?: number } = {},
): Promise<boolean> {
  try {
    return await advanceImport(deps, id, limits);
  } catch (error) {
    // Not retried: a step that fails once (a constraint, a lost connection) would likely fail
    // again; the owner is told what was written and can import the same file again.
    deps.logger.error("imports.failed", { importId: id, error: String(error) });
    const [current] = await deps.db
      .select({ rowsDone: importRuns.rowsDone, rowsTotal: importRuns.rowsTotal })
      .from(importRuns)
      .where(eq(importRuns.id, id));
    await deps.db
      .update(importRuns)
      .set({
        state: "failed",
        message: `The import stopped on an error. ${partlyImported(current.rowsDone, current.rowsTotal)}`,
        finishedAt: deps.clock.now(),
      })
      .where(and(eq(importRuns.id, id), inArray(importRuns.state, ["queued", "running"])));
    return false;
  }
}

async function advanceImport(
  deps: RunDeps,
  id: string,
  limits: { maxBatches?: number; deadline?: number },
): Promise<boolean> {
  const { db, clock } = deps;
  const [run] = await db.select().from(importRuns).where(eq(importRuns.id, id));
  if (!run || FINISHED.includes(run.state)) return false;
  const kind = IMPORT_KINDS[run.kind];
  const { rows, errors: fileErrors } = kind.read(run.csv);
  if (run.state === "queued") {
    const errors = fileErrors.length ? fileErrors : await kind.check(db, rows);
    if (errors.length) {
      const message = `${errorsSentence(errors)}: nothing was imported. Correct the file and import it again.`;
      await db
        .update(importRuns)
        .set({ state: "failed", message, errors, finishedAt: clock.now() })
        .where(and(eq(importRuns.id, id), eq(importRuns.state, "queued")));
      return false;
    }
    // Refused when the import was cancelled while its rows were checked.
    const started = await db
      .update(importRuns)
      .set({ state: "running", rowsTotal: rows.length, startedAt: clock.now() })
      .where(and(eq(importRuns.id, id), eq(importRuns.state, "queued")))
      .returning({ id: importRuns.id });
    if (started.length === 0) return false;
  }

  const [actor] = run.staffId
    ? await db.select({ id: staff.id, email: staff.email }).from(staff).where(eq(staff.id, run.staffId))
    : [];
  for (
    let batches = 0;
    batches < (limits.maxBatches ?? Infinity) && Date.now() < (limits.deadline ?? Infinity);
    batches += 1
  ) {
    const more = await db.transaction(async (tx) => {
      // The import's row is held for the batch: a cancel waits for it, then stops the next.
      const [current] = await tx.select().from(importRuns).where(eq(importRuns.id, id)).for("update");
      if (current.state !== "running") return false;
      const start = current.rowsDone;
      const end = Math.min(start + kind.batchRows, current.rowsTotal);
      const at = clock.now();
      const written = await kind.writeBatch(tx, rows, start, end, actor ?? null, at);
      if ("errors" in written) {
        const message = `Row ${written.errors[0].row} is refused now (the shop changed after the file was checked). ${partlyImported(start, current.rowsTotal)}`;
        await tx
          .update(importRuns)
          .set({ state: "failed", message, errors: written.errors, finishedAt: at })
          .where(eq(importRuns.id, id));
        return false;
      }
      const counts = { ...current.counts };
      for (const [name, n] of Object.entries(written.counts)) counts[name] = (counts[name] ?? 0) + n;
      const done = end >= current.rowsTotal;
      await tx
        .update(importRuns)
        .set({
          rowsDone: end,
          counts,
          ...(done ? { state: "done" as const, message: kind.doneMessage(counts), finishedAt: at } : {}),
        })
        .where(eq(importRuns.id, id));
      return !done;
    });
    if (!more) return false;
  }
  return true;
}
