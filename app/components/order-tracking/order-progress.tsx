import type { TimelineStep } from "@api/contract/schemas/order-tracking";
import { formatDateTime, isoDate } from "~/lib/format-date";
import * as css from "@styles/order-tracking/order-tracking.css";

export type Shipment = { courierName: string | null; awb: string; trackingUrl: string | null };

/**
 * The statuses an order reached, oldest first, each with its date and time in India; the
 * latest is where the order stands now. Shown on /order-tracking and in My Account.
 */
export function OrderTimeline({ steps, label }: { steps: TimelineStep[]; label: string }) {
  return (
    <ol className={css.timeline} aria-label={label}>
      {steps.map((step, index) => (
        <li
          key={`${step.status}-${step.at}`}
          className={css.step}
          aria-current={index === steps.length - 1 ? "step" : undefined}
        >
          <span className={css.stepLabel}>{step.label}</span>
          <time dateTime={isoDate(step.at)} className={css.stepWhen}>
            {formatDateTime(step.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}

/** Who carries the order, its AWB, and the courier's own tracking page. */
export function ShipmentDetails({ shipment }: { shipment: Shipment }) {
  const courier = shipment.courierName ?? "the courier";
  return (
    <p className={css.shipment}>
      Shipped with {courier}, AWB <strong>{shipment.awb}</strong>.{" "}
      {shipment.trackingUrl ? (
        <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
          Track AWB {shipment.awb} on {courier}&apos;s website
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
    </p>
  );
}
