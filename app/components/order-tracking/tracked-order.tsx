import { useEffect, useRef } from "react";
import { Picture } from "~/components/picture";
import { formatPrice } from "~/lib/format";
import { formatDate, isoDate } from "~/lib/format-date";
import type { Tracked } from "./types";
import * as accountCss from "@styles/account/account.css";
import * as enquiryCss from "@styles/enquiry/enquiry.css";
import * as css from "@styles/order-tracking/order-tracking.css";
import { OrderTimeline, ShipmentDetails } from "./order-progress";

const variantOf = (line: Tracked["lines"][number]) => [line.colorName, line.sizeName].filter(Boolean).join(", ");

/** What the tracking form found: the status, the timeline, the courier and the lines. */
export function TrackedOrder({ order }: { order: Tracked }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A new answer takes the keyboard (and a screen reader) to it; without JavaScript the page opens there.
  useEffect(() => heading.current?.focus(), [order]);
  return (
    <section id="order-status" className={enquiryCss.section} aria-labelledby="order-status-heading">
      <h2 id="order-status-heading" ref={heading} tabIndex={-1} className={css.resultHeading}>
        Order {order.orderId}: {order.statusLabel}
      </h2>
      <dl className={accountCss.details}>
        <dt>Order date</dt>
        <dd>
          <time dateTime={isoDate(order.placedAt)}>{formatDate(order.placedAt)}</time>
        </dd>
        <dt>Status</dt>
        <dd>{order.statusLabel}</dd>
        <dt>Total</dt>
        <dd>{formatPrice(order.totalAmount)}</dd>
      </dl>
      <h3>Progress</h3>
      <p className={accountCss.muted}>Dates and times are India time (IST).</p>
      <OrderTimeline steps={order.timeline} label={`Progress of order ${order.orderId}`} />
      {order.shipment ? <ShipmentDetails shipment={order.shipment} /> : null}
      <h3>Items</h3>
      <ul className={css.lines}>
        {order.lines.map((line, index) => (
          <li key={`${line.name}-${index}`} className={css.line}>
            <Picture image={line.image} alt="" className={css.lineImage} sizes="4rem" />
            <span>
              {line.name}
              {variantOf(line) ? ` (${variantOf(line)})` : ""} × {line.quantity}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
