import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { orderItems, orders } from "./orders";
import { refunds } from "./payments";

export type TaxDocumentKind = "invoice" | "credit_note";

/**
 * The last serial issued in each document series (kind and financial year, e.g. invoices of
 * '26-27'). A document takes its serial by updating this row, so two instances issuing at once
 * take turns on the row lock and the serials have no gap and no duplicate (a sequence could
 * leave gaps on rollback, which GST numbering may not have).
 */
export const taxDocumentSeries = pgTable(
  "tax_document_series",
  {
    kind: text("kind").$type<TaxDocumentKind>().notNull(),
    financialYear: text("financial_year").notNull(),
    lastSerial: integer("last_serial").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/** Who is on a tax document, as they were when it was issued (settings and addresses change later). */
export type TaxDocumentParty = {
  name: string;
  gstin: string | null;
  address: string;
  state: string;
  stateCode: string;
};

/**
 * A GST tax invoice (issued once, when its order ships) or a credit note (one per refund, naming
 * the invoice it reduces). Figures are frozen at issue: the document is what was filed.
 */
export const taxDocuments = pgTable(
  "tax_documents",
  {
    id: id(),
    kind: text("kind").$type<TaxDocumentKind>().notNull(),
    /** As printed, e.g. WN/26-27/000123 (at most 16 characters). */
    number: text("number").notNull().unique(),
    financialYear: text("financial_year").notNull(),
    serial: integer("serial").notNull(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    /** A credit note's refund and the invoice it reduces. */
    refundId: text("refund_id").references(() => refunds.id),
    invoiceId: text("invoice_id").references((): AnyPgColumn => taxDocuments.id),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    seller: jsonb("seller").$type<TaxDocumentParty>().notNull(),
    buyer: jsonb("buyer").$type<TaxDocumentParty>().notNull(),
    /** The state code of the place of supply (the delivery address's state). */
    placeOfSupply: text("place_of_supply").notNull(),
    supplyType: text("supply_type").$type<"intra" | "inter">().notNull(),
    taxablePaise: integer("taxable_paise").notNull(),
    cgstPaise: integer("cgst_paise").notNull(),
    sgstPaise: integer("sgst_paise").notNull(),
    igstPaise: integer("igst_paise").notNull(),
    totalPaise: integer("total_paise").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.kind, t.financialYear, t.serial),
    // One invoice per order, one credit note per refund.
    uniqueIndex("tax_documents_one_invoice_per_order")
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex("tax_documents_one_credit_note_per_refund")
      .on(t.refundId)
      .where(sql`${t.refundId} is not null`),
    // The GSTR-1 report reads a month's documents.
    index().on(t.issuedAt),
    check("tax_documents_credit_note_names_invoice", sql`(${t.kind} = 'invoice') = (${t.invoiceId} is null)`),
  ],
);

/** A document's lines: each order line, and delivery, with its HSN (SAC for delivery), rate and tax. */
export const taxDocumentLines = pgTable(
  "tax_document_lines",
  {
    id: id(),
    documentId: text("document_id")
      .notNull()
      .references(() => taxDocuments.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** The order line it taxes; null for delivery. */
    orderItemId: text("order_item_id").references(() => orderItems.id),
    description: text("description").notNull(),
    sku: text("sku"),
    hsnCode: text("hsn_code").notNull(),
    quantity: integer("quantity").notNull(),
    gstRate: integer("gst_rate").notNull(),
    discountPaise: integer("discount_paise").notNull().default(0),
    taxablePaise: integer("taxable_paise").notNull(),
    cgstPaise: integer("cgst_paise").notNull(),
    sgstPaise: integer("sgst_paise").notNull(),
    igstPaise: integer("igst_paise").notNull(),
    totalPaise: integer("total_paise").notNull(),
  },
  (t) => [unique().on(t.documentId, t.position)],
);
