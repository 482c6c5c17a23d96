/**
 * Tax document numbers (issue 17): a gap-free series per kind and financial year, e.g. the
 * invoices of '26-27'. The serial is taken with one statement inside the issuing transaction:
 * the upsert locks the series' row, so two instances issuing at once take turns on it and get
 * consecutive serials; a transaction that rolls back gives its serial back with it (a sequence
 * would leave a gap). Decisions in docs/decisions/tax-and-invoices.md, 18.
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { type TaxDocumentKind, taxDocumentSeries } from "@api/db/schema";
import { financialYearOf } from "@api/lib/gst-tax";
import { INVOICE_SERIAL_DIGITS } from "@api/validation/gst-settings";

/**
 * A credit note's serial is 5 digits after a 'C', so its number has the invoice's length
 * (WN/26-27/C00001, 16 characters with a 3-letter prefix) and can never equal an invoice's,
 * whose serial is all digits.
 */
const CREDIT_NOTE_SERIAL_DIGITS = INVOICE_SERIAL_DIGITS - 1;
const CREDIT_NOTE_MARK = "C";

const SERIAL_LIMIT: Record<TaxDocumentKind, number> = {
  invoice: 10 ** INVOICE_SERIAL_DIGITS - 1,
  credit_note: 10 ** CREDIT_NOTE_SERIAL_DIGITS - 1,
};

export type Serial = { financialYear: string; serial: number };

/** The next serial of a kind's series for the financial year `at` falls in (India time). */
export async function takeSerial(tx: DbOrTx, kind: TaxDocumentKind, at: Date): Promise<Serial> {
  const financialYear = financialYearOf(at);
  const [row] = await tx
    .insert(taxDocumentSeries)
    .values({ kind, financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [taxDocumentSeries.kind, taxDocumentSeries.financialYear],
      set: { lastSerial: sql`${taxDocumentSeries.lastSerial} + 1` },
    })
    .returning({ lastSerial: taxDocumentSeries.lastSerial });
  // Past the last number that fits 16 characters the document cannot be numbered: refuse (and roll back) rather than print a longer one.
  if (row.lastSerial > SERIAL_LIMIT[kind])
    throw new Error(`The ${kind} series of ${financialYear} is full (${SERIAL_LIMIT[kind]} documents)`);
  return { financialYear, serial: row.lastSerial };
}

/** As printed: WN/26-27/000123 for an invoice, WN/26-27/C00001 for a credit note. */
export function documentNumber(kind: TaxDocumentKind, prefix: string, { financialYear, serial }: Serial): string {
  const digits =
    kind === "invoice"
      ? String(serial).padStart(INVOICE_SERIAL_DIGITS, "0")
      : CREDIT_NOTE_MARK + String(serial).padStart(CREDIT_NOTE_SERIAL_DIGITS, "0");
  return `${prefix}/${financialYear}/${digits}`;
}
