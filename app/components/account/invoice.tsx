import * as css from "../../../styles/account/account.css";
import { AddressBlock } from "./address-block";
import { OrderLines, OrderTotals } from "./order-lines";
import { INVOICE_SENDER, type Order, paymentMethodText, paymentStatusText } from "~/lib/account";
import { formatDate, isoDate } from "~/lib/format";

type Props = {
  order: Order;
  /** The invoice view's page heading is the invoice's own title; elsewhere it sits under the page's h1. */
  Heading: "h1" | "h2";
  className?: string;
};

/**
 * The printable invoice (spec 2 and 9): the shop's fixed Delhi address as sender, the
 * shipping address as recipient, the lines and totals, dates as DD/MMM/YYYY.
 */
export function Invoice({ order, Heading, className }: Props) {
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
          <address className={css.addressBlock}>
            <strong>{INVOICE_SENDER.name}</strong>
            {INVOICE_SENDER.lines.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
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
