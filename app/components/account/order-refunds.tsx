import { BANK_ARRIVAL_TEXT } from "@api/contract/shared-messages";
import * as css from "@styles/account/account.css";
import type { OrderDetails } from "~/lib/account";
import { formatPrice } from "~/lib/format";
import { formatDate, formatDateTime, isoDate } from "~/lib/format-date";

type Refund = OrderDetails["refunds"][number];

/**
 * The order's refunds as the shopper needs them to find the money: how much, when it was made,
 * the payment gateway's reference (what their bank can trace) and the day it should show in
 * their account. One still on its way says so.
 */
export function OrderRefunds({ order }: { order: Pick<OrderDetails, "orderId" | "refunds"> }) {
  if (order.refunds.length === 0) return null;
  return (
    <section aria-labelledby="refunds-heading" className={css.section}>
      <h2 id="refunds-heading">Refunds</h2>
      <ul className={css.refundList} aria-label={`Refunds of order ${order.orderId}`}>
        {order.refunds.map((refund) => (
          <li key={refund._id}>
            {refund.status === "processed" ? <MadeRefund refund={refund} /> : <PendingRefund refund={refund} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

function MadeRefund({ refund }: { refund: Refund }) {
  return (
    <>
      <dl className={css.details}>
        <dt>Refunded</dt>
        <dd>{formatPrice(refund.amount)}</dd>
        {refund.processedAt ? (
          <>
            <dt>Refunded on</dt>
            <dd>
              <time dateTime={isoDate(refund.processedAt)}>{formatDateTime(refund.processedAt)}</time>
            </dd>
          </>
        ) : null}
        {refund.reference ? (
          <>
            <dt>Refund reference</dt>
            <dd>{refund.reference}</dd>
          </>
        ) : null}
        {refund.reachesBankBy ? (
          <>
            <dt>In your account by</dt>
            <dd>
              <time dateTime={isoDate(refund.reachesBankBy)}>{formatDate(refund.reachesBankBy)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      <p>
        It goes back to the card, UPI or bank account you paid with. {BANK_ARRIVAL_TEXT} If it is not there by then,
        give your bank the refund reference.
      </p>
    </>
  );
}

function PendingRefund({ refund }: { refund: Refund }) {
  return (
    <p>
      A refund of {formatPrice(refund.amount)} was started on{" "}
      <time dateTime={isoDate(refund.requestedAt)}>{formatDateTime(refund.requestedAt)}</time> and is with the payment
      gateway. We will tell you when it is made.
    </p>
  );
}
