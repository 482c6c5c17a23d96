import { rupeesInWords } from "@api/lib/amount-in-words";
import { describe, expect, it } from "vitest";
import { invoiceDate, pdfFileName, renderTaxDocumentPdf } from "./document-pdf";
import type { TaxDocumentView } from "./document-view";

const party = {
  name: "Sahyadri Interiors LLP",
  gstin: "27AAPFU0939F1ZV",
  address: "Asha Verma, 14 Lane, Pune, Maharashtra, 411001",
  state: "Maharashtra",
  stateCode: "27",
};
const line = (index: number) => ({
  description: `Teak bookshelf number ${index} with a name long enough to wrap onto a second line of its cell`,
  sku: `SKU-${index}`,
  hsnCode: "9403",
  quantity: 1,
  gstRate: 18,
  discount: 0,
  taxableValue: 847.46,
  cgst: 0,
  sgst: 0,
  igst: 152.54,
  total: 1000,
});
const invoice = (lines: number): TaxDocumentView => ({
  _id: "doc",
  kind: "invoice",
  number: "WN/26-27/000123",
  issuedAt: "2027-03-31T18:29:00.000Z",
  invoiceNumber: null,
  refundId: null,
  seller: {
    ...party,
    name: "Woodnest Furniture & Decor Pvt. Ltd.",
    gstin: "07AABCW4821K1Z7",
    state: "Delhi",
    stateCode: "07",
  },
  buyer: party,
  placeOfSupply: { code: "27", state: "Maharashtra" },
  supplyType: "inter",
  taxableValue: 847.46 * lines,
  cgst: 0,
  sgst: 0,
  igst: 152.54 * lines,
  total: 1000 * lines,
  totalInWords: rupeesInWords(1000 * lines),
  lines: Array.from({ length: lines }, (_, i) => line(i + 1)),
});

const pages = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;

describe("the PDF of a tax document", () => {
  it("is a PDF of one A4 page for a short invoice, and runs onto more pages for a long one", async () => {
    const short = await renderTaxDocumentPdf(invoice(2));
    expect(short.subarray(0, 5).toString()).toBe("%PDF-");
    expect(short.toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);
    expect(pages(short)).toBe(1);
    expect(pages(await renderTaxDocumentPdf(invoice(40)))).toBeGreaterThan(1);
  });

  it("dates as DD/MMM/YYYY in India and is saved under its number", () => {
    // 23:59 on 31 March in India is still March there.
    expect(invoiceDate("2027-03-31T18:29:00.000Z")).toBe("31/Mar/2027");
    expect(invoiceDate("2027-03-31T18:30:00.000Z")).toBe("01/Apr/2027");
    expect(pdfFileName({ number: "WN/26-27/C00001" })).toBe("WN-26-27-C00001.pdf");
  });
});
