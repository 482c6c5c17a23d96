import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import * as css from "@styles/checkout/checkout.css";

type Props = {
  title: string;
  order: { _id: string; orderId: string } | null;
  children?: ReactNode;
};

/** The frame of /thank-you and /failed-payment (spec 2): the outcome, the order id, View Orders. */
export function OrderOutcome({ title, order, children }: Props) {
  return (
    <div className={css.outcome}>
      <h1 className={css.outcomeTitle}>{title}</h1>
      {order ? (
        <p>
          Order ID: <span className={css.orderNumber}>{order.orderId}</span>
        </p>
      ) : null}
      {children}
      <p className={css.actions}>
        {order ? (
          <Link to={`/my-account/orderDetails/${encodeURIComponent(order._id)}`} className={css.linkButton}>
            View Orders
          </Link>
        ) : null}
        <Link to="/" className={css.linkButton}>
          Continue shopping
        </Link>
      </p>
    </div>
  );
}
