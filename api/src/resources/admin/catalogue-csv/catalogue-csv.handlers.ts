import type { AppContext } from "../../../context";
import { streamCsv } from "../../../lib/csv-file";
import { ApiError } from "../../../lib/envelope";
import { CSV_COLUMNS, IMPORT_FILE_REQUIRED } from "../../../validation/catalogue-csv";
import { type ImportReport, applyImport, planImport } from "./catalogue-import";
import { exportRows } from "./catalogue-rows";

/** GET /admin/catalogue/export: every sku as CSV, streamed as it is read. */
export async function exportCatalogue(c: AppContext) {
  const { db, clock } = c.get("deps");
  const day = clock.now().toISOString().slice(0, 10);
  return streamCsv(c, `woodnest-catalogue-${day}.csv`, CSV_COLUMNS, (async function* () {
    for await (const row of exportRows(db)) yield [CSV_COLUMNS.map((column) => row[column])];
  })());
}

const summary = (report: ImportReport, written: boolean) => {
  const { create, update, unchanged, refused } = report.counts;
  if (report.fileError) return report.fileError;
  if (refused) return `${refused} ${refused === 1 ? "row has" : "rows have"} errors: ${written ? "" : "nothing was imported. "}Correct the file and check it again.`;
  const done = `${create} ${create === 1 ? "product" : "products"} ${written ? "added" : "to add"}, ${update} ${update === 1 ? "SKU" : "SKUs"} ${written ? "updated" : "to update"}, ${unchanged} unchanged`;
  return written ? `Imported: ${done}.` : `The file is ready to import: ${done}.`;
};

/**
 * POST /admin/catalogue/import (multipart: file, dryRun): a dry run reports what each row would do
 * and every row's errors, writing nothing; an import writes all rows in one transaction, only when
 * no row is refused (a half-imported sheet would be hard to put right), and otherwise answers 400
 * with the same report.
 */
export async function importCatalogue(c: AppContext) {
  const { db, clock } = c.get("deps");
  const form = await c.req.parseBody();
  const file = form.file;
  if (!(file instanceof File) || file.size === 0) throw new ApiError(400, IMPORT_FILE_REQUIRED, { file: IMPORT_FILE_REQUIRED });
  const text = await file.text();
  const dryRun = form.dryRun === "yes";
  const report = await db.transaction(async (tx) => {
    const plan = await planImport(tx, text);
    if (!dryRun && !plan.fileError && plan.counts.refused === 0) await applyImport(tx, plan, c.get("staff"), clock.now());
    return plan;
  });
  const refused = Boolean(report.fileError) || report.counts.refused > 0;
  const status = refused && !dryRun ? 400 : 200;
  const errors = report.fileError ? { file: report.fileError } : {};
  return c.json({ status, message: summary(report, !dryRun && !refused), body: { dryRun, ...report }, errors }, status);
}
