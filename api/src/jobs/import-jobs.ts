import type { AppDeps } from "../context";
import type { ImportKind } from "../db/schema";
import {
  importRunSummary,
  storeImportRun,
  unfinishedImportRuns,
} from "@api/resources/admin/catalogue/imports/import-runs";
import { runImport } from "@api/resources/admin/catalogue/imports/run-import";
import { type JobQueue, ensureQueue } from "./queue";

/** Runs one stored import forward for a while: `{importId}`. */
const RUN_IMPORT = "imports.run";
/** Every minute: imports not finished whose job was lost (a crash before it was sent) are sent again. */
export const RESUME_IMPORTS = "imports.resume";

/**
 * How long one job writes batches before it hands over to the next: short enough that a job lost
 * in a crash expires (and pg-boss runs it again) within minutes, long enough that the hand-overs
 * cost little of a big import.
 */
const SLICE_MS = 20_000;
const EXPIRE_SECONDS = 5 * 60;

/**
 * Stores an upload as a queued import and sends its job; the answer is the import as stored. A
 * job lost between the two (a crash) is sent again by the minute's sweep, so a stored import runs.
 * Where no queue runs (most tests) the import waits for the test to run it.
 */
export async function startImport(
  deps: Pick<AppDeps, "db" | "clock" | "jobs">,
  run: { kind: ImportKind; staffId: string; fileName: string; csv: string; rowsTotal: number },
) {
  const id = await storeImportRun(deps, run);
  await sendImportJob(deps, id);
  return importRunSummary(deps.db, id);
}

/** Queues the next step of an import; one waits per import at a time (the queue is `stately`). */
const sendImportJob = async (deps: Pick<AppDeps, "jobs">, importId: string) => {
  await deps.jobs?.send(RUN_IMPORT, { importId }, { singletonKey: importId });
};

export async function startImportJobs(queue: JobQueue, deps: Pick<AppDeps, "db" | "clock" | "logger">) {
  // `stately` with the import's id as key: one job waits per import, so the sweep's resends and a
  // slice's hand-over never run two writers of one import (each batch also locks its import).
  await ensureQueue(queue, RUN_IMPORT, { policy: "stately", retryLimit: 3, expireInSeconds: EXPIRE_SECONDS });
  await queue.work<{ importId: string }>(RUN_IMPORT, { pollingIntervalSeconds: 1 }, async ([job]) => {
    const more = await runImport(deps, job.data.importId, { deadline: Date.now() + SLICE_MS });
    if (more) await sendImportJob({ jobs: queue }, job.data.importId);
  });
  await ensureQueue(queue, RESUME_IMPORTS, { policy: "singleton", retryLimit: 0 });
  await queue.work(RESUME_IMPORTS, async () => {
    for (const { id } of await unfinishedImportRuns(deps.db)) await sendImportJob({ jobs: queue }, id);
  });
  await queue.schedule(RESUME_IMPORTS, "* * * * *");
}
