import { ApiError, ok, okList } from "@api/lib/envelope";
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
import { addArea, addAreaRange, editArea, findArea, findAreas, setAreasActive } from "./delivery-areas.service";
import { type ImportError, compareAreas, readImportFile } from "./pincodes.import";
import type { pincodeParam } from "./pincodes.schemas";

export async function listPincodes(c: ValidatedContext<{ query: typeof pincodeListQuerySchema }>) {
  const filters = c.req.valid("query");
  const { areas, total } = await findAreas(c.get("deps").db, filters);
  return okList(c, areas, { page: filters.page, limit: PAGE_SIZE, totalRecords: total });
}

export async function getPincode(c: ValidatedContext<{ param: typeof pincodeParam }>) {
  return ok(c, await findArea(c.get("deps").db, c.req.valid("param").pincode));
}

export async function createPincode(c: ValidatedContext<{ json: typeof pincodeCreateSchema }>) {
  const { db, clock } = c.get("deps");
  const area = await addArea(db, c.get("staff"), c.req.valid("json"), clock.now());
  return ok(c, area, `Pincode ${area.pincode} (${area.city}) added`);
}

export async function addRange(c: ValidatedContext<{ json: typeof pincodeRangeSchema }>) {
  const { db, clock } = c.get("deps");
  const { from, to, ...details } = c.req.valid("json");
  const { added, unchanged } = await addAreaRange(db, c.get("staff"), { from, to, details }, clock.now());
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
  const area = await editArea(db, c.get("staff"), pincode, c.req.valid("json"), clock.now());
  return ok(c, area, `Pincode ${area.pincode} saved`);
}

export async function setStatus(c: ValidatedContext<{ json: typeof pincodeStatusSchema }>) {
  const { db, clock } = c.get("deps");
  const { pincodes: chosen, active } = c.req.valid("json");
  const changed = await setAreasActive(db, c.get("staff"), chosen, active, clock.now());
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
