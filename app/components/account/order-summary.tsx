import * as css from "@styles/account/account.css";
import { type Order, orderStatusText, paymentMethodText, paymentStatusText } from "~/lib/account";
import { formatPrice } from "~/lib/format";
import { formatDate, isoDate } from "~/lib/format-date";

/** Number, date, statuses and total of an order: the head of its details and of its cancel screen. */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <dl className={css.details}>
      <dt>Order number</dt>
      <dd>{order.orderId}</dd>
      <dt>Order date</dt>
      <dd>
        <time dateTime={isoDate(order.createdAt)}>{formatDate(order.createdAt)}</time>
      </dd>
      <dt>Order status</dt>
      <dd>{orderStatusText(order.orderStatus)}</dd>
      <dt>Payment method</dt>
      <dd>{paymentMethodText(order.paymentMethod)}</dd>
      <dt>Payment status</dt>
      <dd>{paymentStatusText(order.paymentStatus)}</dd>
      <dt>Total</dt>
      <dd>{formatPrice(order.totalAmount)}</dd>
      {order.orderStatus === "CANCELLED" && order.cancelMessage ? (
        <>
          <dt>Reason for cancelling</dt>
          <dd>{order.cancelMessage}</dd>
        </>
      ) : null}
    </dl>
  );
}
