import { parse } from "csv-parse/sync";
import { inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { pincodes } from "@api/db/schema";
import { type AuditActor, recordAudit } from "@api/lib/audit";
import { fieldErrors } from "@api/lib/validation";
import { IMPORT_COLUMNS, MAX_IMPORT_ROWS, pincodeImportRowSchema } from "@api/validation/admin-pincodes";
import type { z } from "zod";

export type ImportRow = z.output<typeof pincodeImportRowSchema>;
/** One problem of an import file: its line (1 is the header), the column, and what is wrong. */
export type ImportError = { row: number; field: string; message: string };

/** The file's columns as the rows' schema names its fields. */
const FIELD_OF: Record<(typeof IMPORT_COLUMNS)[number], keyof ImportRow> = {
  pincode: "pincode",
  city: "city",
  state: "state",
  deliveryDays: "deliveryDays",
  cod: "codAvailable",
  active: "isActive",
};
const COLUMN_OF = Object.fromEntries(Object.entries(FIELD_OF).map(([column, field]) => [field, column]));

/**
 * Reads an import file into its valid rows and every error, row by row, so a dry run can list
 * them all at once. The header must name the six columns (in any order); a pincode given twice
 * is an error on its second row, since which of the two was meant cannot be guessed.
 */
export function readImportFile(csv: string): { rows: ImportRow[]; errors: ImportError[] } {
  let records: string[][];
  try {
    records = parse(csv, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { rows: [], errors: [{ row: line, field: "file", message: "The file is not a readable CSV file" }] };
  }
  const [header = [], ...data] = records;
  const names = header.map((name) => name.trim());
  const missing = IMPORT_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) {
    return {
      rows: [],
      errors: [
        {
          row: 1,
          field: "header",
          message: `The first line must name the columns ${IMPORT_COLUMNS.join(",")} (missing: ${missing.join(", ")})`,
        },
      ],
    };
  }
  if (data.length === 0)
    return { rows: [], errors: [{ row: 2, field: "file", message: "The file has no pincodes below its header" }] };
  if (data.length > MAX_IMPORT_ROWS) {
    return {
      rows: [],
      errors: [
        { row: MAX_IMPORT_ROWS + 2, field: "file", message: `A file may hold at most ${MAX_IMPORT_ROWS} pincodes` },
      ],
    };
  }

  const rows: ImportRow[] = [];
  const errors: ImportError[] = [];
  const seen = new Map<string, number>();
  data.forEach((cells, index) => {
    const row = index + 2;
    const input = Object.fromEntries(
      IMPORT_COLUMNS.map((column) => [FIELD_OF[column], cells[names.indexOf(column)] ?? ""]),
    );
    const parsed = pincodeImportRowSchema.safeParse(input);
    if (!parsed.success) {
      for (const [field, message] of Object.entries(fieldErrors(parsed.error)))
        errors.push({ row, field: COLUMN_OF[field] ?? field, message });
      return;
    }
    const first = seen.get(parsed.data.pincode);
    if (first) {
      errors.push({ row, field: "pincode", message: `Pincode ${parsed.data.pincode} is already on row ${first}` });
      return;
    }
    seen.set(parsed.data.pincode, row);
    rows.push(parsed.data);
  });
  return { rows, errors };
}

type PincodeRow = typeof pincodes.$inferSelect;

export const areaView = (row: PincodeRow) => ({
  pincode: row.pincode,
  city: row.city,
  state: row.state,
  deliveryDays: row.deliveryDays,
  codAvailable: row.codAvailable,
  isActive: row.isActive,
});

const sameArea = (row: PincodeRow, next: ImportRow) =>
  row.city === next.city &&
  row.state === next.state &&
  row.deliveryDays === next.deliveryDays &&
  row.codAvailable === next.codAvailable &&
  row.isActive === next.isActive;

/** Sorts a file's valid rows into new, changed and unchanged against the areas stored now. */
export async function compareAreas(db: DbOrTx, rows: ImportRow[], lock: boolean) {
  const existing = new Map<string, PincodeRow>();
  const chunks = Array.from({ length: Math.ceil(rows.length / 1000) }, (_, i) => rows.slice(i * 1000, (i + 1) * 1000));
  for (const chunk of chunks) {
    const query = db
      .select()
      .from(pincodes)
      .where(
        inArray(
          pincodes.pincode,
          chunk.map((row) => row.pincode),
        ),
      );
    for (const row of await (lock ? query.for("update") : query)) existing.set(row.pincode, row);
  }
  const added = rows.filter((row) => !existing.has(row.pincode));
  const updated = rows.filter((row) => {
    const current = existing.get(row.pincode);
    return current !== undefined && !sameArea(current, row);
  });
  return {
    added,
    updated,
    before: updated.map((row) => areaView(existing.get(row.pincode) as PincodeRow)),
    unchanged: rows.length - added.length - updated.length,
  };
}

/**
 * Writes some of a file's rows in the caller's transaction (an import's batch): new areas added,
 * changed ones updated, and one audit row saying what this batch changed and what the updated
 * areas held before.
 */
export async function writeAreas(tx: DbOrTx, rows: ImportRow[], actor: AuditActor, at: Date) {
  const found = await compareAreas(tx, rows, true);
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
    actor,
    action: "pincode.import",
    entityType: "pincode",
    entityId: "import",
    after: {
      added: found.added.length,
      updated: found.updated.length,
      unchanged: found.unchanged,
      addedPincodes: found.added.map((row) => row.pincode),
      updatedPincodes: found.updated.map((row) => row.pincode),
      updatedFrom: found.before,
    },
    at,
  });
  return { added: found.added.length, updated: found.updated.length, unchanged: found.unchanged };
}
