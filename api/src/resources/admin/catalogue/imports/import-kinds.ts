import type { DbOrTx } from "@api/db/client";
import type { ImportKind, ImportRowError } from "@api/db/schema";
import type { AuditActor } from "@api/lib/audit";
import {
  type Cells,
  FIRST_ROW,
  type ImportReport,
  applyImport,
  importedSentence,
  planRows,
  readCsv,
} from "@api/resources/admin/catalogue/catalogue-csv/catalogue-import";
import { type ImportRow, readImportFile, writeAreas } from "@api/resources/admin/settings/pincodes/pincodes.import";

type Counts = Record<string, number>;

/** What an import of one kind needs: its file read, every row checked, a batch written, its outcome said. */
type ImportKindSteps<Row> = {
  /** Rows per batch: each batch is one transaction, and the progress moves by a batch. */
  batchRows: number;
  read(csv: string): { rows: Row[]; errors: ImportRowError[] };
  /** Every row judged against the shop before the first write: a file with any error writes nothing. */
  check(db: DbOrTx, rows: Row[]): Promise<ImportRowError[]>;
  /** Writes rows [start, end) in the caller's transaction, or answers the rows it now refuses. */
  writeBatch(
    tx: DbOrTx,
    rows: Row[],
    start: number,
    end: number,
    actor: AuditActor,
    at: Date,
  ): Promise<{ counts: Counts } | { errors: ImportRowError[] }>;
  doneMessage(counts: Counts): string;
};

const refusedRows = (report: ImportReport): ImportRowError[] =>
  report.rows.flatMap((plan) =>
    plan.action === "refused"
      ? Object.entries(plan.errors).map(([field, message]) => ({ row: plan.row, sku: plan.sku, field, message }))
      : [],
  );

const catalogue: ImportKindSteps<Cells> = {
  batchRows: 200,
  read(csv) {
    const read = readCsv(csv);
    return typeof read === "string"
      ? { rows: [], errors: [{ row: 1, field: "file", message: read }] }
      : { rows: read.rows, errors: [] };
  },
  async check(db, rows) {
    return refusedRows(await planRows(db, rows, FIRST_ROW));
  },
  async writeBatch(tx, rows, start, end, actor, at) {
    const plan = await planRows(tx, rows.slice(start, end), FIRST_ROW + start);
    const errors = refusedRows(plan);
    if (errors.length) return { errors };
    await applyImport(tx, plan, actor, at);
    return { counts: { create: plan.counts.create, update: plan.counts.update, unchanged: plan.counts.unchanged } };
  },
  doneMessage: (counts) =>
    importedSentence({ create: counts.create ?? 0, update: counts.update ?? 0, unchanged: counts.unchanged ?? 0 }),
};

const pincodes: ImportKindSteps<ImportRow> = {
  batchRows: 500,
  read(csv) {
    const { rows, errors } = readImportFile(csv);
    return { rows, errors };
  },
  // Each row was judged on its own when read: an area accepts any valid row, new or known.
  check: async () => [],
  async writeBatch(tx, rows, start, end, actor, at) {
    return { counts: await writeAreas(tx, rows.slice(start, end), actor, at) };
  },
  doneMessage: (counts) =>
    `Imported: ${counts.added ?? 0} added, ${counts.updated ?? 0} updated, ${counts.unchanged ?? 0} unchanged`,
};

export const IMPORT_KINDS: Record<ImportKind, ImportKindSteps<unknown>> = {
  catalogue: catalogue as ImportKindSteps<unknown>,
  pincodes: pincodes as ImportKindSteps<unknown>,
};
