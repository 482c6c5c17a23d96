/**
 * A filed month for the GSTR-1 report (/admin/reports/gst?month=2026-03): four delivered orders
 * of March 2026 with their tax invoices — one to a registered business in Karnataka, B2C ones in
 * Delhi and Maharashtra, one over Rs 1 lakh to Tamil Nadu (B2C large) — and a credit note
 * against that one. Taxed with lib/gst-tax.ts as issued invoices are. They lie in financial year
 * 25-26, before the shop's own invoices (26-27) begin, so their numbers never meet those. Their
 * order numbers (FS0800xx) lie below the order sequence.
 */
import { type SupplyType, financialYearOf, sumTaxedLines, supplyTypeOf, taxLines, taxPartOf } from "@api/lib/gst-tax";
import { newId } from "@api/lib/ids";
import { gstinCheckCharacter } from "@api/validation/gstin";
import { documentNumber } from "@api/resources/tax-documents/numbering";
import { gstStateCodeOf } from "@api/resources/tax-documents/parties";
import { documentLineRows } from "@api/resources/tax-documents/store-document";
import type * as schema from "../schema";
import type { TaxDocumentParty } from "../schema";
import type { CatalogRows } from "./catalog";
import { DEMO_GST_SETTINGS } from "./content";
import { PINCODES } from "./commerce";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

const SELLER: TaxDocumentParty = {
  name: DEMO_GST_SETTINGS.legalName,
  gstin: DEMO_GST_SETTINGS.gstin,
  address: `${DEMO_GST_SETTINGS.addressLine1}, ${DEMO_GST_SETTINGS.addressLine2}, ${DEMO_GST_SETTINGS.city} ${DEMO_GST_SETTINGS.pincode}`,
  state: DEMO_GST_SETTINGS.state,
  stateCode: gstStateCodeOf(DEMO_GST_SETTINGS.state),
};

/** A made-up GSTIN (a PAN-shaped body and its computed check character): it belongs to nobody. */
const DEMO_BUYER = {
  gstin: `29AAGCR4375J1Z${gstinCheckCharacter("29AAGCR4375J1Z")}`,
  name: "Rao Office Interiors LLP",
};

type DemoSale = {
  number: string;
  customer: number;
  pincode: string;
  at: string;
  buyer?: typeof DEMO_BUYER;
  lines: { slug: string; quantity: number }[];
};

const SALES: DemoSale[] = [
  {
    number: "FS080001",
    customer: 0,
    pincode: "560001",
    at: "2026-03-05T11:00:00+05:30",
    buyer: DEMO_BUYER,
    lines: [
      { slug: "kaam-writing-desk", quantity: 2 },
      { slug: "macrame-hanging-planter", quantity: 4 },
    ],
  },
  {
    number: "FS080002",
    customer: 1,
    pincode: "110017",
    at: "2026-03-10T16:30:00+05:30",
    lines: [{ slug: "pustak-ladder-bookshelf", quantity: 1 }],
  },
  {
    number: "FS080003",
    customer: 2,
    pincode: "400001",
    at: "2026-03-18T10:15:00+05:30",
    lines: [{ slug: "kerala-teak-garden-bench", quantity: 1 }],
  },
  {
    number: "FS080004",
    customer: 1,
    pincode: "600001",
    at: "2026-03-24T12:00:00+05:30",
    lines: [{ slug: "goa-cane-balcony-set", quantity: 8 }],
  },
];
/** Part of the last sale is refunded four days later. */
const CREDIT_NOTE = { sale: 3, share: 0.1, at: "2026-03-28T15:00:00+05:30" };

export function buildGstReturns(catalog: CatalogRows, customers: Insert<typeof schema.customers>[]) {
  const orders: Insert<typeof schema.orders>[] = [];
  const orderItems: Insert<typeof schema.orderItems>[] = [];
  const orderEvents: Insert<typeof schema.orderEvents>[] = [];
  const taxDocuments: Insert<typeof schema.taxDocuments>[] = [];
  const taxDocumentLines: Insert<typeof schema.taxDocumentLines>[] = [];
  const serials = { invoice: 0, credit_note: 0 };
  const year = financialYearOf(new Date(SALES[0].at));

  const document = (
    kind: "invoice" | "credit_note",
    order: { id: string; buyer: TaxDocumentParty; supply: SupplyType },
    at: Date,
    lines: ReturnType<typeof taxLines<string>>,
    items: Insert<typeof schema.orderItems>[],
    invoiceId: string | null,
  ) => {
    const id = newId();
    const serial = ++serials[kind];
    taxDocuments.push({
      id,
      kind,
      number: documentNumber(kind, DEMO_GST_SETTINGS.invoicePrefix, { financialYear: year, serial }),
      financialYear: year,
      serial,
      orderId: order.id,
      invoiceId,
      issuedAt: at,
      seller: SELLER,
      buyer: order.buyer,
      placeOfSupply: order.buyer.stateCode,
      supplyType: order.supply,
      ...sumTaxedLines(lines),
      createdAt: at,
    });
    taxDocumentLines.push(
      ...documentLineRows(
        id,
        lines.map((line, position) => {
          const item = items[position];
          // A refund of money, not of goods: no quantity comes back.
          return {
            ...line,
            orderItemId: item.id!,
            description: item.name,
            sku: item.sku,
            hsnCode: item.hsnCode!,
            quantity: kind === "invoice" ? item.quantity : 0,
          };
        }),
      ),
    );
    return id;
  };

  const invoices: {
    id: string;
    order: { id: string; buyer: TaxDocumentParty; supply: SupplyType };
    lines: ReturnType<typeof taxLines<string>>;
    items: Insert<typeof schema.orderItems>[];
  }[] = [];
  for (const sale of SALES) {
    const id = newId();
    const at = new Date(sale.at);
    const customer = customers[sale.customer];
    const area = PINCODES.find((row) => row.pincode === sale.pincode)!;
    const items = sale.lines.map((line) => {
      const product = catalog.products.find((row) => row.slug === line.slug)!;
      return {
        id: newId(),
        orderId: id,
        productId: product.id!,
        name: product.name,
        slug: product.slug,
        sku: product.sku,
        defaultImage: product.defaultImage,
        quantity: line.quantity,
        sellingPricePaise: product.sellingPricePaise!,
        mrpPaise: product.mrpPaise!,
        hsnCode: product.hsnCode ?? "9403",
        gstRate: product.gstRate ?? 18,
      };
    });
    orderItems.push(...items);
    const subtotalPaise = items.reduce((a, item) => a + item.sellingPricePaise * item.quantity, 0);
    const name = `${customer.firstName} ${customer.lastName}`;
    orders.push({
      id,
      orderId: sale.number,
      customerId: customer.id!,
      orderStatus: "DELIVERED",
      paymentMethod: "COD",
      paymentStatus: "PAID",
      paidAt: new Date(at.getTime() + 86_400_000),
      subtotalPaise,
      totalPaise: subtotalPaise,
      shippingAddress: {
        name,
        mobile: customer.mobile!,
        email: customer.email!,
        address: "7 Demo Street",
        landmark: "",
        locality: "Main Road",
        addressType: sale.buyer ? "OFFICE" : "HOME",
        country: "India",
        state: area.state,
        city: area.city,
        pincode: area.pincode,
      },
      buyerGstin: sale.buyer?.gstin ?? null,
      buyerBusinessName: sale.buyer?.name ?? null,
      stockReservedAt: new Date(at.getTime() - 3 * 86_400_000),
      shippedAt: at,
      deliveredAt: new Date(at.getTime() + 86_400_000),
      createdAt: new Date(at.getTime() - 3 * 86_400_000),
    });
    // Placed, then a day per step until delivered: the invoice is dated the day it shipped.
    const steps = ["ORDERPLACED", "CONFIRMED", "PACKED", "SHIPPED", "DELIVERED"] as const;
    steps.forEach((to, index) =>
      orderEvents.push({
        id: newId(),
        orderId: id,
        kind: "status",
        fromStatus: index === 0 ? null : steps[index - 1],
        toStatus: to,
        actorType: index === 0 ? "customer" : "staff",
        actorName: index === 0 ? name : "Omar Operations",
        at: new Date(at.getTime() + (index - 3) * 86_400_000),
      }),
    );
    const stateCode = gstStateCodeOf(area.state);
    const buyer: TaxDocumentParty = {
      name: sale.buyer?.name ?? name,
      gstin: sale.buyer?.gstin ?? null,
      address: `7 Demo Street, ${area.city} ${area.pincode}`,
      state: area.state,
      stateCode,
    };
    const order = { id, buyer, supply: supplyTypeOf(SELLER.stateCode, stateCode) };
    const lines = taxLines(
      items.map((item) => ({
        key: item.id,
        grossPaise: item.sellingPricePaise * item.quantity,
        gstRate: item.gstRate,
      })),
      0,
      order.supply,
    );
    invoices.push({ id: document("invoice", order, at, lines, items, null), order, lines, items });
  }

  const refunded = invoices[CREDIT_NOTE.sale];
  const amount = Math.round(sumTaxedLines(refunded.lines).totalPaise * CREDIT_NOTE.share);
  document(
    "credit_note",
    refunded.order,
    new Date(CREDIT_NOTE.at),
    taxPartOf(refunded.lines, amount, refunded.order.supply),
    refunded.items,
    refunded.id,
  );

  const taxDocumentSeries: Insert<typeof schema.taxDocumentSeries>[] = [
    { kind: "invoice", financialYear: year, lastSerial: serials.invoice },
    { kind: "credit_note", financialYear: year, lastSerial: serials.credit_note },
  ];
  return { orders, orderItems, orderEvents, taxDocumentSeries, taxDocuments, taxDocumentLines };
}
