import { parse } from "csv-parse/sync";
import { fieldErrors } from "../../../lib/validation";
import { IMPORT_COLUMNS, MAX_IMPORT_ROWS, pincodeImportRowSchema } from "../../../validation/admin-pincodes";
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
      errors: [{ row: 1, field: "header", message: `The first line must name the columns ${IMPORT_COLUMNS.join(",")} (missing: ${missing.join(", ")})` }],
    };
  }
  if (data.length === 0) return { rows: [], errors: [{ row: 2, field: "file", message: "The file has no pincodes below its header" }] };
  if (data.length > MAX_IMPORT_ROWS) {
    return { rows: [], errors: [{ row: MAX_IMPORT_ROWS + 2, field: "file", message: `A file may hold at most ${MAX_IMPORT_ROWS} pincodes` }] };
  }

  const rows: ImportRow[] = [];
  const errors: ImportError[] = [];
  const seen = new Map<string, number>();
  data.forEach((cells, index) => {
    const row = index + 2;
    const input = Object.fromEntries(IMPORT_COLUMNS.map((column) => [FIELD_OF[column], cells[names.indexOf(column)] ?? ""]));
    const parsed = pincodeImportRowSchema.safeParse(input);
    if (!parsed.success) {
      for (const [field, message] of Object.entries(fieldErrors(parsed.error))) errors.push({ row, field: COLUMN_OF[field] ?? field, message });
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
