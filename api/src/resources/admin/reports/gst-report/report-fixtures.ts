/**
 * Tax documents written straight into the tables for the GSTR-1 report's tests: an order, its
 * invoice and lines taxed with gst-tax.ts (so the figures are those a real invoice carries), and
 * credit notes against it. Issuing documents for real is the invoices' own module's work.
 */
import type { TaxDocumentParty } from "@api/db/schema";
import { orders, taxDocumentLines, taxDocuments } from "@api/db/schema";
import {
  type SupplyType,
  type TaxedLine,
  financialYearOf,
  sumTaxedLines,
  supplyTypeOf,
  taxLines,
  taxPartOf,
} from "@api/lib/gst-tax";
import { newId } from "@api/lib/ids";
import type { TestApi } from "@api/test/harness";
import { documentLineRows } from "@api/resources/tax-documents/store-document";
import { GST_STATE_CODES } from "@api/validation/gstin";

/** The seller is in Delhi (07): Delhi sales are intra-state, the rest inter-state. */
const SELLER: TaxDocumentParty = {
  name: "Woodnest Interiors Pvt Ltd",
  gstin: "07AADCB2230M1ZV",
  address: "14 Janpath Lane, New Delhi 110001",
  state: "Delhi",
  stateCode: "07",
};

type SaleLine = { hsnCode: string; gstRate: number; grossPaise: number; quantity: number };
export type Sale = {
  at: Date;
  /** The buyer's state code: the place of supply. */
  stateCode: string;
  buyer?: { gstin: string; name: string };
  lines: SaleLine[];
  discountPaise?: number;
};

export type IssuedInvoice = {
  id: string;
  orderId: string;
  number: string;
  supply: SupplyType;
  lines: TaxedLine[];
  sale: Sale;
};

const serials = new Map<string, number>();
function nextNumber(kind: "invoice" | "credit_note", at: Date) {
  const year = financialYearOf(at);
  const key = `${kind}|${year}`;
  const serial = (serials.get(key) ?? 0) + 1;
  serials.set(key, serial);
  return { serial, year, number: `${kind === "invoice" ? "WN" : "CN"}/${year}/${String(serial).padStart(6, "0")}` };
}

const party = (sale: Sale): TaxDocumentParty => ({
  name: sale.buyer?.name ?? "Asha Verma",
  gstin: sale.buyer?.gstin ?? null,
  address: "14 Any Street",
  state: GST_STATE_CODES[sale.stateCode],
  stateCode: sale.stateCode,
});

async function writeDocument(
  api: TestApi,
  doc: {
    kind: "invoice" | "credit_note";
    orderId: string;
    invoiceId: string | null;
    at: Date;
    sale: Sale;
    supply: SupplyType;
    lines: TaxedLine[];
    quantities: number[];
  },
) {
  const id = newId();
  const { serial, year, number } = nextNumber(doc.kind, doc.at);
  const totals = sumTaxedLines(doc.lines);
  await api.db.insert(taxDocuments).values({
    id,
    kind: doc.kind,
    number,
    financialYear: year,
    serial,
    orderId: doc.orderId,
    invoiceId: doc.invoiceId,
    issuedAt: doc.at,
    seller: SELLER,
    buyer: party(doc.sale),
    placeOfSupply: doc.sale.stateCode,
    supplyType: doc.supply,
    ...totals,
  });
  await api.db.insert(taxDocumentLines).values(
    documentLineRows(
      id,
      doc.lines.map((line, position) => ({
        ...line,
        orderItemId: null,
        description: `Line ${position + 1}`,
        sku: null,
        hsnCode: doc.sale.lines[position].hsnCode,
        quantity: doc.quantities[position],
      })),
    ),
  );
  return { id, number };
}

/** An order of `sale`'s lines and its tax invoice, issued at `sale.at`. */
export async function issueInvoice(api: TestApi, customerId: string, sale: Sale): Promise<IssuedInvoice> {
  const supply = supplyTypeOf(SELLER.stateCode, sale.stateCode);
  const lines = taxLines(
    sale.lines.map((line, index) => ({ key: String(index), grossPaise: line.grossPaise, gstRate: line.gstRate })),
    sale.discountPaise ?? 0,
    supply,
  );
  const subtotalPaise = sale.lines.reduce((a, line) => a + line.grossPaise, 0);
  const orderId = newId();
  await api.db.insert(orders).values({
    id: orderId,
    orderId: `FS${orderId.slice(-8)}`,
    customerId,
    orderStatus: "SHIPPED",
    paymentMethod: "COD",
    subtotalPaise,
    discountPaise: sale.discountPaise ?? 0,
    totalPaise: subtotalPaise - (sale.discountPaise ?? 0),
    shippingAddress: {
      name: party(sale).name,
      mobile: "9876543210",
      email: "",
      address: "14 Any Street",
      landmark: "",
      locality: "",
      addressType: "HOME",
      country: "India",
      state: GST_STATE_CODES[sale.stateCode],
      city: "City",
      pincode: "110001",
    },
    buyerGstin: sale.buyer?.gstin ?? null,
    buyerBusinessName: sale.buyer?.name ?? null,
    shippedAt: sale.at,
    createdAt: sale.at,
  });
  const written = await writeDocument(api, {
    kind: "invoice",
    orderId,
    invoiceId: null,
    at: sale.at,
    sale,
    supply,
    lines,
    quantities: sale.lines.map((line) => line.quantity),
  });
  return { ...written, orderId, supply, lines, sale };
}

/** A credit note giving back `amountPaise` of `invoice`, spread over its lines (no goods counted back). */
export async function issueCreditNote(api: TestApi, invoice: IssuedInvoice, amountPaise: number, at: Date) {
  const lines = taxPartOf(invoice.lines, amountPaise, invoice.supply);
  const written = await writeDocument(api, {
    kind: "credit_note",
    orderId: invoice.orderId,
    invoiceId: invoice.id,
    at,
    sale: invoice.sale,
    supply: invoice.supply,
    lines,
    quantities: lines.map(() => 0),
  });
  return { ...written, lines };
}
