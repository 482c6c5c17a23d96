/**
 * A month's GSTR-1 figures from its tax documents, sheet by sheet as the GST offline tool's
 * CSV templates name their columns (decisions: docs/decisions/tax-and-invoices.md, the GSTR-1 report).
 * Pure: the handler loads the documents, this sorts them into the return's tables.
 */
import type { TaxDocumentKind, TaxDocumentParty } from "@api/db/schema";
import { GST_STATE_CODES } from "@api/validation/gstin";
import type { Gstr1Sheet } from "@api/validation/gst-report";

type ReportLine = {
  hsnCode: string;
  gstRate: number;
  quantity: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

export type ReportDocument = {
  id: string;
  kind: TaxDocumentKind;
  number: string;
  serial: number;
  issuedAt: Date;
  buyer: TaxDocumentParty;
  placeOfSupply: string;
  supplyType: "intra" | "inter";
  totalPaise: number;
  invoiceId: string | null;
  lines: ReportLine[];
};

/** The invoice a credit note reduces: enough of it to tell which table it went to. */
export type ReportInvoice = Pick<ReportDocument, "id" | "number" | "issuedAt" | "buyer" | "supplyType" | "totalPaise">;

/** Which table of GSTR-1 an invoice belongs to. */
export type InvoiceTable = "b2b" | "b2cl" | "b2cs";

/**
 * B2C large: an inter-state invoice to an unregistered buyer worth more than this. Rule 59(4)
 * of the CGST Rules as amended by notification 12/2024-Central Tax: Rs 1 lakh from 1 August
 * 2024, Rs 2.5 lakh before.
 */
const B2CL_LOWER_FROM = new Date("2024-08-01T00:00:00+05:30");
export const b2clThresholdPaise = (issuedAt: Date) => (issuedAt < B2CL_LOWER_FROM ? 250_000_00 : 100_000_00);

export function invoiceTable(invoice: ReportInvoice): InvoiceTable {
  if (invoice.buyer.gstin) return "b2b";
  if (invoice.supplyType === "inter" && invoice.totalPaise > b2clThresholdPaise(invoice.issuedAt)) return "b2cl";
  return "b2cs";
}

/** A cell as written: text, a count, or an amount in paise (written as rupees with 2 decimals). */
type Cell = string | number | { paise: number };

/** How a total on screen is taken from a sheet's column, as a spreadsheet would from the file. */
type TotalRule =
  | { label: string; column: string; rule: "sum" }
  /** Whole numbers added up: documents issued, cancelled. */
  | { label: string; column: string; rule: "add" }
  /** Distinct values: recipients, invoices. */
  | { label: string; column: string; rule: "count" }
  /** A document's value is repeated on each of its rate rows: summed once per document. */
  | { label: string; column: string; rule: "sumOnce"; by: string };

export type SheetTotal = TotalRule & { value: string | number };

export type ReportSheet = {
  key: Gstr1Sheet;
  title: string;
  columns: string[];
  rows: (string | number)[][];
  totals: SheetTotal[];
};

/** Rupees with 2 decimals from whole paise, exactly (no floating point). */
export function rupeesText(paise: number) {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** dd-mmm-yyyy in India's time, the offline tool's date format. */
function gstDate(at: Date) {
  const india = new Date(at.getTime() + 330 * 60_000);
  return `${String(india.getUTCDate()).padStart(2, "0")}-${MONTHS[india.getUTCMonth()]}-${india.getUTCFullYear()}`;
}

/** "27-Maharashtra": the tool's place of supply. */
const placeOfSupplyText = (code: string) => `${code}-${GST_STATE_CODES[code] ?? "Other Territory"}`;

type RateTotals = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  quantity: number;
};

function addLine(into: RateTotals, line: ReportLine, sign: 1 | -1) {
  into.taxablePaise += sign * line.taxablePaise;
  into.cgstPaise += sign * line.cgstPaise;
  into.sgstPaise += sign * line.sgstPaise;
  into.igstPaise += sign * line.igstPaise;
  into.totalPaise += sign * line.totalPaise;
  into.quantity += sign * line.quantity;
}

const emptyTotals = (): RateTotals => ({
  taxablePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 0,
  totalPaise: 0,
  quantity: 0,
});

/** A document's lines summed by GST rate, rates in ascending order (a row per rate in the tool). */
function byRate(lines: ReportLine[]) {
  const rates = new Map<number, RateTotals>();
  for (const line of lines) {
    const totals = rates.get(line.gstRate) ?? emptyTotals();
    addLine(totals, line, 1);
    rates.set(line.gstRate, totals);
  }
  return [...rates.entries()].sort(([a], [b]) => a - b);
}

/** Services (SAC codes start 99, e.g. delivery) are counted in no unit. */
const isService = (hsn: string) => hsn.startsWith("99");

const write = (cell: Cell) => (typeof cell === "object" ? rupeesText(cell.paise) : cell);

function sheet(key: Gstr1Sheet, title: string, columns: string[], cells: Cell[][], rules: TotalRule[]): ReportSheet {
  const paiseOf = (cell: Cell) => (typeof cell === "object" ? cell.paise : 0);
  const totals = rules.map((rule): SheetTotal => {
    const at = columns.indexOf(rule.column);
    if (rule.rule === "count") return { ...rule, value: new Set(cells.map((row) => row[at])).size };
    if (rule.rule === "add") return { ...rule, value: cells.reduce((a, row) => a + Number(row[at]), 0) };
    if (rule.rule === "sum") return { ...rule, value: rupeesText(cells.reduce((a, row) => a + paiseOf(row[at]), 0)) };
    const by = columns.indexOf(rule.by);
    const once = new Map(cells.map((row) => [row[by], paiseOf(row[at])]));
    return { ...rule, value: rupeesText([...once.values()].reduce((a, v) => a + v, 0)) };
  });
  return { key, title, columns, rows: cells.map((row) => row.map(write)), totals };
}

const B2B_COLUMNS = [
  "GSTIN/UIN of Recipient",
  "Receiver Name",
  "Invoice Number",
  "Invoice date",
  "Invoice Value",
  "Place Of Supply",
  "Reverse Charge",
  "Applicable % of Tax Rate",
  "Invoice Type",
  "E-Commerce GSTIN",
  "Rate",
  "Taxable Value",
  "Cess Amount",
];
const B2CL_COLUMNS = [
  "Invoice Number",
  "Invoice date",
  "Invoice Value",
  "Place Of Supply",
  "Applicable % of Tax Rate",
  "Rate",
  "Taxable Value",
  "Cess Amount",
  "E-Commerce GSTIN",
];
const B2CS_COLUMNS = [
  "Type",
  "Place Of Supply",
  "Applicable % of Tax Rate",
  "Rate",
  "Taxable Value",
  "Cess Amount",
  "E-Commerce GSTIN",
];
const CDNR_COLUMNS = [
  "GSTIN/UIN of Recipient",
  "Receiver Name",
  "Note Number",
  "Note Date",
  "Note Type",
  "Place Of Supply",
  "Reverse Charge",
  "Note Supply Type",
  "Note Value",
  "Applicable % of Tax Rate",
  "Rate",
  "Taxable Value",
  "Cess Amount",
];
const CDNUR_COLUMNS = [
  "UR Type",
  "Note Number",
  "Note Date",
  "Note Type",
  "Place Of Supply",
  "Note Value",
  "Applicable % of Tax Rate",
  "Rate",
  "Taxable Value",
  "Cess Amount",
];
const HSN_COLUMNS = [
  "HSN",
  "Description",
  "UQC",
  "Total Quantity",
  "Total Value",
  "Rate",
  "Taxable Value",
  "Integrated Tax Amount",
  "Central Tax Amount",
  "State/UT Tax Amount",
  "Cess Amount",
];
const DOCS_COLUMNS = ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"];

const HSN_TOTALS: TotalRule[] = [
  { label: "Total value", column: "Total Value", rule: "sum" },
  { label: "Taxable value", column: "Taxable Value", rule: "sum" },
  { label: "IGST", column: "Integrated Tax Amount", rule: "sum" },
  { label: "CGST", column: "Central Tax Amount", rule: "sum" },
  { label: "SGST", column: "State/UT Tax Amount", rule: "sum" },
];

/**
 * Every sheet of the month: `documents` are the month's invoices and credit notes, `invoices`
 * the invoices its credit notes reduce (from any month).
 */
export function gstr1Sheets(
  documents: readonly ReportDocument[],
  invoices: ReadonlyMap<string, ReportInvoice>,
): ReportSheet[] {
  const b2b: Cell[][] = [];
  const b2cl: Cell[][] = [];
  const cdnr: Cell[][] = [];
  const cdnur: Cell[][] = [];
  const b2cs = new Map<string, { pos: string; rate: number; taxablePaise: number }>();
  const hsn = {
    hsn_b2b: new Map<string, { hsn: string; rate: number; totals: RateTotals }>(),
    hsn_b2c: new Map<string, { hsn: string; rate: number; totals: RateTotals }>(),
  };

  const sorted = [...documents].sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime() || a.serial - b.serial);
  for (const doc of sorted) {
    const invoice = doc.kind === "invoice" ? doc : invoices.get(doc.invoiceId ?? "");
    if (!invoice) throw new Error(`credit note ${doc.number} names no invoice the report could read`);
    const table = invoiceTable(invoice);
    const sign = doc.kind === "invoice" ? 1 : -1;
    const pos = placeOfSupplyText(doc.placeOfSupply);
    const date = gstDate(doc.issuedAt);
    const value = { paise: doc.totalPaise };

    for (const [rate, totals] of byRate(doc.lines)) {
      const taxable = { paise: totals.taxablePaise };
      if (doc.kind === "invoice" && table === "b2b") {
        b2b.push([
          doc.buyer.gstin ?? "",
          doc.buyer.name,
          doc.number,
          date,
          value,
          pos,
          "N",
          "",
          "Regular B2B",
          "",
          rate,
          taxable,
          "",
        ]);
      } else if (doc.kind === "invoice" && table === "b2cl") {
        b2cl.push([doc.number, date, value, pos, "", rate, taxable, "", ""]);
      } else if (doc.kind === "credit_note" && table === "b2b") {
        cdnr.push([
          doc.buyer.gstin ?? "",
          doc.buyer.name,
          doc.number,
          date,
          "C",
          pos,
          "N",
          "Regular B2B",
          value,
          "",
          rate,
          taxable,
          "",
        ]);
      } else if (doc.kind === "credit_note" && table === "b2cl") {
        cdnur.push(["B2CL", doc.number, date, "C", pos, value, "", rate, taxable, ""]);
      } else {
        // B2C small: summed by place of supply and rate; its credit notes lower the sums.
        const key = `${doc.placeOfSupply}|${rate}`;
        const row = b2cs.get(key) ?? { pos: doc.placeOfSupply, rate, taxablePaise: 0 };
        row.taxablePaise += sign * totals.taxablePaise;
        b2cs.set(key, row);
      }
    }

    // The HSN summary is net of credit notes, in the B2B tab for registered buyers.
    const hsnTab = table === "b2b" ? hsn.hsn_b2b : hsn.hsn_b2c;
    for (const line of doc.lines) {
      const key = `${line.hsnCode}|${line.gstRate}`;
      const row = hsnTab.get(key) ?? { hsn: line.hsnCode, rate: line.gstRate, totals: emptyTotals() };
      addLine(row.totals, line, sign);
      hsnTab.set(key, row);
    }
  }

  const b2csRows = [...b2cs.values()]
    .sort((a, b) => a.pos.localeCompare(b.pos) || a.rate - b.rate)
    .map((row): Cell[] => ["OE", placeOfSupplyText(row.pos), "", row.rate, { paise: row.taxablePaise }, "", ""]);
  const hsnRows = (tab: Map<string, { hsn: string; rate: number; totals: RateTotals }>) =>
    [...tab.values()]
      .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate)
      .map(({ hsn: code, rate, totals }): Cell[] => [
        code,
        "",
        isService(code) ? "NA" : "NOS-NUMBERS",
        isService(code) ? 0 : totals.quantity,
        { paise: totals.totalPaise },
        rate,
        { paise: totals.taxablePaise },
        { paise: totals.igstPaise },
        { paise: totals.cgstPaise },
        { paise: totals.sgstPaise },
        "",
      ]);

  return [
    sheet("b2b", "B2B invoices (table 4A)", B2B_COLUMNS, b2b, [
      { label: "Recipients", column: "GSTIN/UIN of Recipient", rule: "count" },
      { label: "Invoices", column: "Invoice Number", rule: "count" },
      { label: "Invoice value", column: "Invoice Value", rule: "sumOnce", by: "Invoice Number" },
      { label: "Taxable value", column: "Taxable Value", rule: "sum" },
    ]),
    sheet("b2cl", "B2C large invoices (table 5)", B2CL_COLUMNS, b2cl, [
      { label: "Invoices", column: "Invoice Number", rule: "count" },
      { label: "Invoice value", column: "Invoice Value", rule: "sumOnce", by: "Invoice Number" },
      { label: "Taxable value", column: "Taxable Value", rule: "sum" },
    ]),
    sheet("b2cs", "B2C others (table 7)", B2CS_COLUMNS, b2csRows, [
      { label: "Taxable value", column: "Taxable Value", rule: "sum" },
    ]),
    sheet("cdnr", "Credit notes to registered buyers (table 9B)", CDNR_COLUMNS, cdnr, [
      { label: "Recipients", column: "GSTIN/UIN of Recipient", rule: "count" },
      { label: "Notes", column: "Note Number", rule: "count" },
      { label: "Note value", column: "Note Value", rule: "sumOnce", by: "Note Number" },
      { label: "Taxable value", column: "Taxable Value", rule: "sum" },
    ]),
    sheet("cdnur", "Credit notes to unregistered buyers (table 9B)", CDNUR_COLUMNS, cdnur, [
      { label: "Notes", column: "Note Number", rule: "count" },
      { label: "Note value", column: "Note Value", rule: "sumOnce", by: "Note Number" },
      { label: "Taxable value", column: "Taxable Value", rule: "sum" },
    ]),
    sheet("hsn_b2b", "HSN summary, B2B (table 12)", HSN_COLUMNS, hsnRows(hsn.hsn_b2b), HSN_TOTALS),
    sheet("hsn_b2c", "HSN summary, B2C (table 12)", HSN_COLUMNS, hsnRows(hsn.hsn_b2c), HSN_TOTALS),
    sheet("docs", "Documents issued (table 13)", DOCS_COLUMNS, documentSeries(sorted), [
      { label: "Documents", column: "Total Number", rule: "add" },
      { label: "Cancelled", column: "Cancelled", rule: "add" },
    ]),
  ];
}

const NATURE: Record<TaxDocumentKind, string> = { invoice: "Invoices for outward supply", credit_note: "Credit Note" };

/**
 * Table 13: each series' first and last number of the month and how many. A month lies in one
 * financial year, so each kind is one series. Nothing is ever cancelled: an issued invoice
 * stands, and a sale undone after it gets a credit note instead.
 */
function documentSeries(documents: readonly ReportDocument[]): Cell[][] {
  return (["invoice", "credit_note"] as const).flatMap((kind) => {
    const series = documents.filter((doc) => doc.kind === kind).sort((a, b) => a.serial - b.serial);
    if (series.length === 0) return [];
    return [[NATURE[kind], series[0].number, series[series.length - 1].number, series.length, 0]];
  });
}
