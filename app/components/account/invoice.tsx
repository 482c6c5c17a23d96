import * as css from "@styles/account/account.css";
import { AddressBlock } from "./address-block";
import { OrderLines, OrderTotals } from "./order-lines";
import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import type { TaxDocumentView } from "~/components/tax-document/tax-document";
import { type NoInvoiceReason, whyNoInvoice } from "~/components/tax-document/why-no-invoice";
import { type Order, paymentMethodText, paymentStatusText } from "~/lib/account";
import { BRAND } from "~/lib/brand";
import { formatDate, isoDate } from "~/lib/format-date";
import type { SellerDetails } from "@api/contract/schemas/site-content";

/** GET /v1/sellerDetails: the owner's GST settings as an invoice prints them. */
type Props = {
  order: Order;
  /** The seller's GST registration; null until the owner has saved it, when the registered office stands in. */
  seller: SellerDetails | null;
  /** The invoice view's page heading is the invoice's own title; elsewhere it sits under the page's h1. */
  Heading: "h1" | "h2";
  /** The order's GST tax invoice once issued: the summary points to it. */
  taxInvoice: TaxDocumentView | null;
  className?: string;
};

/** Where the GST tax invoice is, beside a summary that is not one. */
const TAX_INVOICE_NOTE: Record<NoInvoiceReason, string> = {
  cancelled: "no tax invoice is issued for an order cancelled before it shipped.",
  not_shipped: "the tax invoice is issued when the order ships.",
  not_issued: "ask us for a tax invoice through the support links of your order.",
};

/**
 * The printable invoice (spec 2 and 9): the seller as the owner's GST settings name it (legal
 * name, GSTIN, registered address) as sender, the shipping address as recipient, the lines and
 * totals, dates as DD/MMM/YYYY. Before the GST settings exist, the registered office of the
 * API's contact data (the address Contact Us shows) is the sender.
 */
export function Invoice({ order, seller, Heading, taxInvoice, className }: Props) {
  const headingId = `invoice-${order._id}`;
  return (
    <section aria-labelledby={headingId} className={[css.invoice, className].filter(Boolean).join(" ")}>
      <div className={css.invoiceHead}>
        <Heading id={headingId}>Invoice {order.orderId}</Heading>
        <dl className={css.details}>
          <dt>Invoice date</dt>
          <dd>
            <time dateTime={isoDate(order.createdAt)}>{formatDate(order.createdAt, "invoice")}</time>
          </dd>
          <dt>Order number</dt>
          <dd>{order.orderId}</dd>
          <dt>Payment</dt>
          <dd>
            {paymentMethodText(order.paymentMethod)} ({paymentStatusText(order.paymentStatus)})
          </dd>
          {order.paidAt ? (
            <>
              <dt>Paid on</dt>
              <dd>
                <time dateTime={isoDate(order.paidAt)}>{formatDate(order.paidAt, "invoice")}</time>
              </dd>
            </>
          ) : null}
          {order.cancelledAt ? (
            <>
              <dt>Cancelled on</dt>
              <dd>
                <time dateTime={isoDate(order.cancelledAt)}>{formatDate(order.cancelledAt, "invoice")}</time>
              </dd>
            </>
          ) : null}
        </dl>
      </div>
      <div className={css.invoiceParties}>
        <div>
          <p>
            <strong>From</strong>
          </p>
          {seller ? <SellerAddress seller={seller} /> : <HeadOffice />}
        </div>
        <div>
          <p>
            <strong>Ship to</strong>
          </p>
          <AddressBlock address={order.shippingAddress} />
        </div>
      </div>
      <OrderLines order={order} caption={`Items of order ${order.orderId}`} forPaper />
      <OrderTotals order={order} />
      {/* The spec's order invoice stays; what GST law calls an invoice is the tax invoice issued at shipping. */}
      <p className={css.invoiceNote}>
        This is a summary of your order, not a GST tax invoice:{" "}
        {taxInvoice
          ? `its tax invoice is number ${taxInvoice.number}, on its own page in My Account.`
          : TAX_INVOICE_NOTE[whyNoInvoice(order.orderStatus)]}
      </p>
    </section>
  );
}

function SellerAddress({ seller }: { seller: SellerDetails }) {
  const { line1, line2, city, state, pincode } = seller.address;
  return (
    <address className={css.addressBlock}>
      <strong>{seller.legalName}</strong>
      {seller.tradeName && seller.tradeName !== seller.legalName ? (
        <>
          <br />
          Trading as {seller.tradeName}
        </>
      ) : null}
      <br />
      {line1}
      {line2 ? (
        <>
          <br />
          {line2}
        </>
      ) : null}
      <br />
      {city}, {state} {pincode}
      <br />
      GSTIN {seller.gstin}
    </address>
  );
}

function HeadOffice() {
  const headOffice = useRouteLoaderData<typeof rootLoader>("root")?.headOffice ?? null;
  const named = headOffice?.includes(BRAND) ?? false;
  return (
    <address className={css.addressBlock}>
      {/* The registered office's address normally starts with the company's name. */}
      {named ? null : <strong>{BRAND} Furniture &amp; Decor Pvt. Ltd.</strong>}
      {headOffice && !named ? <br /> : null}
      {headOffice}
    </address>
  );
}
