import * as css from "../../../styles/account/account.css";
import { AddressBlock } from "./address-block";
import { OrderLines, OrderTotals } from "./order-lines";
import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { type Order, paymentMethodText, paymentStatusText } from "~/lib/account";
import { BRAND } from "~/lib/brand";
import { formatDate, isoDate } from "~/lib/format";

type Props = {
  order: Order;
  /** The invoice view's page heading is the invoice's own title; elsewhere it sits under the page's h1. */
  Heading: "h1" | "h2";
  className?: string;
};

/**
 * The printable invoice (spec 2 and 9): the shop's head office in Delhi as sender, the
 * shipping address as recipient, the lines and totals, dates as DD/MMM/YYYY. The sender is
 * the registered office of the API's contact data, the address Contact Us shows: one address
 * for the shop, not a second copy that can drift from it.
 */
export function Invoice({ order, Heading, className }: Props) {
  const headingId = `invoice-${order._id}`;
  const headOffice = useRouteLoaderData<typeof rootLoader>("root")?.headOffice ?? null;
  const named = headOffice?.includes(BRAND) ?? false;
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
          <address className={css.addressBlock}>
            {/* The registered office's address normally starts with the company's name. */}
            {named ? null : <strong>{BRAND} Furniture &amp; Decor Pvt. Ltd.</strong>}
            {headOffice && !named ? <br /> : null}
            {headOffice}
          </address>
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
    </section>
  );
}
