/**
 * Every CSV the API writes (exports, the GSTR-1 sheets) goes through here, so what a spreadsheet
 * may run is decided once. A text cell that starts with = + - @, a tab or a carriage return would
 * be read as a formula, so it gets a leading apostrophe, which spreadsheets show as plain text
 * (OWASP's "CSV injection"). A number is written as it is: an exporter's number cannot carry a
 * formula, and text that is a plain decimal number (-12.50, a credit note's value in a GSTR-1
 * sheet) is read as that number too, so it stays as written for the tools that import it.
 */
import { stringify } from "csv-stringify/sync";
import type { Context } from "hono";
import { stream } from "hono/streaming";

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A text cell as a spreadsheet must show it: formula-looking text behind an apostrophe. */
export const spreadsheetText = (text: string) =>
  FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;

/** Rows as CSV lines (RFC 4180 quoting by csv-stringify), text cells made safe. */
export const csvLines = (rows: readonly (readonly CsvCell[])[]) =>
  stringify(rows as CsvCell[][], { cast: { string: spreadsheetText } });

/** Sets the headers of a CSV download named `filename`. */
export function csvAttachment(c: Context, filename: string) {
  c.header("Content-Type", "text/csv; charset=utf-8");
  c.header("Content-Disposition", `attachment; filename="${filename}"`);
}

/**
 * A CSV download streamed as its rows are read: a byte-order mark (so spreadsheet programs read
 * the file as UTF-8: names in Hindi, the rupee sign), the header row, then each batch of rows.
 */
export function streamCsv(
  c: Context,
  filename: string,
  columns: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvCell[])[]>,
) {
  csvAttachment(c, filename);
  return stream(c, async (out) => {
    await out.write(`\uFEFF${csvLines([columns])}`);
    for await (const rows of batches) await out.write(csvLines(rows));
  });
}
