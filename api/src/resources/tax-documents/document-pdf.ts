/**
 * A tax invoice or credit note as a PDF (pdfkit), with what the printable HTML view shows
 * (app/components/tax-document/): parties with GSTIN and state, number and date, place of
 * supply, each line's HSN/SAC, quantity, taxable value, rate and tax, totals and the total in
 * words. A4, pdfkit's built-in Helvetica (WinAnsi: 'Rs', never the rupee sign it cannot draw).
 */
import PDFDocument from "pdfkit";
import type { TaxDocumentView } from "./document-view";
import { rupeesLabel, toPaise } from "@api/lib/money";

const MARGIN = 40;
const A4 = { width: 595.28, height: 841.89 };
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const FONT = "Helvetica";
const BOLD = "Helvetica-Bold";

const money = (amount: number) => rupeesLabel(toPaise(amount), { alwaysPaise: true });

/** DD/MMM/YYYY in India's time, as the HTML view writes an invoice's date. */
export function invoiceDate(iso: string) {
  const india = new Date(new Date(iso).getTime() + 330 * 60_000);
  const month = india.toLocaleString("en-GB", { month: "short", timeZone: "UTC" });
  return `${String(india.getUTCDate()).padStart(2, "0")}/${month}/${india.getUTCFullYear()}`;
}

const documentTitle = (doc: Pick<TaxDocumentView, "kind" | "number">) =>
  `${doc.kind === "invoice" ? "Tax invoice" : "Credit note"} ${doc.number}`;

/** The file a download is saved as: the number with its slashes made dashes. */
export const pdfFileName = (doc: Pick<TaxDocumentView, "number">) => `${doc.number.replace(/\//g, "-")}.pdf`;

type Column = {
  title: string;
  width: number;
  align: "left" | "right";
  value: (line: TaxDocumentView["lines"][number], index: number) => string;
};

function columnsOf(doc: TaxDocumentView): Column[] {
  const intra = doc.supplyType === "intra";
  const tax: Column[] = intra
    ? [
        { title: "CGST", width: 58, align: "right", value: (l) => money(l.cgst) },
        { title: "SGST", width: 58, align: "right", value: (l) => money(l.sgst) },
      ]
    : [{ title: "IGST", width: 64, align: "right", value: (l) => money(l.igst) }];
  const fixed: Column[] = [
    { title: "#", width: 18, align: "left", value: (_, i) => String(i + 1) },
    { title: "HSN/SAC", width: 50, align: "left", value: (l) => l.hsnCode },
    { title: "Qty", width: 26, align: "right", value: (l) => (l.quantity ? String(l.quantity) : "-") },
    { title: "Taxable value", width: 68, align: "right", value: (l) => money(l.taxableValue) },
    { title: "Rate", width: 30, align: "right", value: (l) => `${l.gstRate}%` },
    ...tax,
    { title: "Total", width: 68, align: "right", value: (l) => money(l.total) },
  ];
  const used = fixed.reduce((sum, c) => sum + c.width, 0);
  const description: Column = {
    title: "Description",
    width: CONTENT_WIDTH - used,
    align: "left",
    value: (l) =>
      [l.description, l.sku ? `(${l.sku})` : "", l.discount > 0 ? `(discount ${money(l.discount)})` : ""]
        .filter(Boolean)
        .join(" "),
  };
  return [fixed[0], description, ...fixed.slice(1)];
}

export function renderTaxDocumentPdf(doc: TaxDocumentView): Promise<Buffer> {
  const title = documentTitle(doc);
  const pdf = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: title, Author: doc.seller.name, Subject: title },
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  pdf.font(BOLD).fontSize(16).text(title, MARGIN, MARGIN);
  pdf.moveDown(0.5);
  const facts: [string, string][] = [
    [doc.kind === "invoice" ? "Invoice number" : "Credit note number", doc.number],
    ["Date", invoiceDate(doc.issuedAt)],
    ...(doc.invoiceNumber ? ([["Against invoice", doc.invoiceNumber]] as [string, string][]) : []),
    ["Place of supply", `${doc.placeOfSupply.state} (${doc.placeOfSupply.code})`],
    ["Tax", doc.supplyType === "intra" ? "Within the state: CGST and SGST" : "To another state: IGST"],
    ["Reverse charge", "No"],
  ];
  pdf.fontSize(9);
  for (const [term, value] of facts) {
    const y = pdf.y;
    pdf.font(BOLD).text(term, MARGIN, y, { width: 110 });
    pdf.font(FONT).text(value, MARGIN + 115, y, { width: CONTENT_WIDTH - 115 });
  }

  // Seller and buyer side by side.
  pdf.moveDown(1);
  const partiesTop = pdf.y;
  const half = (CONTENT_WIDTH - 20) / 2;
  let lowest = partiesTop;
  for (const [index, [heading, party]] of (
    [
      ["Seller", doc.seller],
      [doc.kind === "invoice" ? "Buyer (billed and shipped to)" : "Buyer", doc.buyer],
    ] as const
  ).entries()) {
    const x = MARGIN + index * (half + 20);
    pdf.font(BOLD).fontSize(9).text(heading, x, partiesTop, { width: half });
    pdf.text(party.name, { width: half });
    pdf.font(FONT).text(party.address, { width: half });
    pdf.text(`State: ${party.state} (${party.stateCode})`, { width: half });
    if (party.gstin) pdf.text(`GSTIN: ${party.gstin}`, { width: half });
    lowest = Math.max(lowest, pdf.y);
  }

  // The lines, their header repeated on each new page.
  const columns = columnsOf(doc);
  const cellPadding = 3;
  let y = lowest + 14;
  const drawRow = (cells: string[], font: string) => {
    pdf.font(font).fontSize(8);
    const height =
      Math.max(...cells.map((text, i) => pdf.heightOfString(text, { width: columns[i].width - 2 * cellPadding }))) +
      2 * cellPadding;
    if (y + height > A4.height - MARGIN) {
      pdf.addPage();
      y = MARGIN;
      if (font !== BOLD)
        drawRow(
          columns.map((c) => c.title),
          BOLD,
        );
      pdf.font(font).fontSize(8);
    }
    let x = MARGIN;
    cells.forEach((text, i) => {
      pdf.rect(x, y, columns[i].width, height).lineWidth(0.5).strokeColor("#555555").stroke();
      pdf.fillColor("#000000").text(text, x + cellPadding, y + cellPadding, {
        width: columns[i].width - 2 * cellPadding,
        align: columns[i].align,
      });
      x += columns[i].width;
    });
    y += height;
  };
  drawRow(
    columns.map((c) => c.title),
    BOLD,
  );
  doc.lines.forEach((line, index) =>
    drawRow(
      columns.map((c) => c.value(line, index)),
      FONT,
    ),
  );
  const totals: Record<string, string> = {
    "Taxable value": money(doc.taxableValue),
    CGST: money(doc.cgst),
    SGST: money(doc.sgst),
    IGST: money(doc.igst),
    Total: money(doc.total),
  };
  drawRow(
    columns.map((c) => (c.title === "Description" ? "Total" : (totals[c.title] ?? ""))),
    BOLD,
  );

  pdf
    .font(BOLD)
    .fontSize(9)
    .text(`Total ${doc.kind === "invoice" ? "invoice value" : "credited"}: ${money(doc.total)}`, MARGIN, y + 12, {
      width: CONTENT_WIDTH,
    });
  pdf.text(`In words: ${doc.totalInWords}`, { width: CONTENT_WIDTH });
  pdf.moveDown(0.5);
  pdf
    .font(FONT)
    .text("Prices include GST. This document is computer generated and needs no signature.", { width: CONTENT_WIDTH });
  pdf.end();
  return done;
}

/** The answer of a PDF endpoint: a download named after the document, never cached by a shared cache. */
export async function pdfResponse(doc: TaxDocumentView) {
  return new Response(new Uint8Array(await renderTaxDocumentPdf(doc)), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${pdfFileName(doc)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
