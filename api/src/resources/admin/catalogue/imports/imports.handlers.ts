import type { AppContext } from "@api/context";
import { notFound, ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { importIdParam, importViewQuery } from "@api/validation/admin-imports";
import { cancelImportRun, importRunView, recentImportRuns } from "./import-runs";

/** GET /admin/imports: the newest imports of both kinds, for the back office's list. */
export async function listImports(c: AppContext) {
  return ok(c, await recentImportRuns(c.get("deps").db));
}

/** GET /admin/imports/:importId?page=: an import's progress, outcome and a page of its row errors. */
export async function getImport(c: ValidatedContext<{ param: typeof importIdParam; query: typeof importViewQuery }>) {
  const view = await importRunView(c.get("deps").db, c.req.valid("param").importId, c.req.valid("query").page);
  if (!view) throw notFound("Import");
  return ok(c, view);
}

/** POST /admin/imports/:importId/cancel: stops the import after the batch being written. */
export async function cancelImport(c: ValidatedContext<{ param: typeof importIdParam }>) {
  const deps = c.get("deps");
  const { importId } = c.req.valid("param");
  const result = await cancelImportRun(deps, importId, c.get("staff").id);
  if (!result) throw notFound("Import");
  const view = await importRunView(deps.db, importId, 1);
  return ok(
    c,
    view,
    result.cancelled
      ? (view?.message ?? "Cancelled")
      : `The import had already ${result.state === "done" ? "finished" : result.state === "failed" ? "stopped" : "been cancelled"}`,
  );
}
