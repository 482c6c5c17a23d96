import type { AppContext } from "@api/context";
import { streamCsv } from "@api/lib/csv-file";
import { ApiError } from "@api/lib/envelope";
import { CSV_COLUMNS, IMPORT_FILE_REQUIRED } from "@api/validation/catalogue-csv";
import { startImport } from "@api/jobs/import-jobs";
import { type ImportReport, planImport, readCsv } from "./catalogue-import";
import { exportRows } from "./catalogue-rows";

/** GET /admin/catalogue/export: every sku as CSV, streamed as it is read. */
export async function exportCatalogue(c: AppContext) {
  const { db, clock } = c.get("deps");
  const day = clock.now().toISOString().slice(0, 10);
  return streamCsv(
    c,
    `woodnest-catalogue-${day}.csv`,
    CSV_COLUMNS,
    (async function* () {
      for await (const row of exportRows(db)) yield [CSV_COLUMNS.map((column) => row[column])];
    })(),
  );
}

const summary = (report: ImportReport) => {
  const { create, update, unchanged, refused } = report.counts;
  if (report.fileError) return report.fileError;
  if (refused)
    return `${refused} ${refused === 1 ? "row has" : "rows have"} errors: nothing was imported. Correct the file and check it again.`;
  return `The file is ready to import: ${create} ${create === 1 ? "product" : "products"} to add, ${update} ${update === 1 ? "SKU" : "SKUs"} to update, ${unchanged} unchanged.`;
};

/**
 * POST /admin/catalogue/import (multipart: file, dryRun): a dry run reports what each row would do
 * and every row's errors, writing nothing. An import is stored and run by a job (202 names it): the
 * job checks every row first and writes only a file with no refused row (a half-imported sheet
 * would be hard to put right), then writes it a batch per transaction. A file that is not a
 * catalogue CSV at all (not CSV, no sku column, no rows, too many) is refused here (400).
 */
export async function importCatalogue(c: AppContext) {
  const deps = c.get("deps");
  const form = await c.req.parseBody();
  const file = form.file;
  if (!(file instanceof File) || file.size === 0)
    throw new ApiError(400, IMPORT_FILE_REQUIRED, { file: IMPORT_FILE_REQUIRED });
  const text = await file.text();
  const dryRun = form.dryRun === "yes";
  if (dryRun) {
    const report = await deps.db.transaction((tx) => planImport(tx, text));
    const errors = report.fileError ? { file: report.fileError } : {};
    return c.json({ status: 200, message: summary(report), body: { dryRun, ...report }, errors }, 200);
  }
  const read = readCsv(text);
  if (typeof read === "string") {
    const report: ImportReport = {
      fileError: read,
      counts: { rows: 0, create: 0, update: 0, unchanged: 0, refused: 0 },
      rows: [],
    };
    return c.json({ status: 400, message: read, body: { dryRun, ...report }, errors: { file: read } }, 400);
  }
  const run = await startImport(deps, {
    kind: "catalogue",
    staffId: c.get("staff").id,
    fileName: file.name || "catalogue.csv",
    csv: text,
    rowsTotal: read.rows.length,
  });
  return c.json(
    {
      status: 202,
      message: `The import of ${read.rows.length} ${read.rows.length === 1 ? "row" : "rows"} has started`,
      body: run,
      errors: {},
    },
    202,
  );
}
