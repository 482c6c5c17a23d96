import * as css from "@styles/checkout/checkout.css";
import { NAME_CUT, formatPrice, truncate } from "~/lib/format";
import type { Quote, QuoteLine } from "./types";
import { lineKey } from "@api/validation/line-key";

/** A line whose product no longer exists has no name of its own. */
const UNKNOWN_PRODUCT = "Unavailable product";

const variantOf = (line: QuoteLine) => [line.colorName, line.sizeName].filter(Boolean).join(", ");

/**
 * Spec 2: the lines (names cut at 35 characters) and Sub Total, Shipping, Discount, Total.
 * Every figure is the API's quote; a line it cannot sell says why and counts for nothing.
 */
export function OrderSummary({ quote }: { quote: Quote }) {
  return (
    <>
      <table className={css.table}>
        <caption className="visually-hidden">Items in your order</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className={css.numeric}>
              Qty
            </th>
            <th scope="col" className={css.numeric}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line) => {
            const variant = variantOf(line);
            const name = line.name ?? UNKNOWN_PRODUCT;
            return (
              <tr key={lineKey(line)}>
                <td>
                  <span title={name.length > NAME_CUT.checkout ? name : undefined}>
                    {truncate(name, NAME_CUT.checkout)}
                  </span>
                  {variant ? <span className={css.muted}> ({variant})</span> : null}
                  {line.problem ? <span className={css.lineProblem}>{line.problem}</span> : null}
                </td>
                <td className={css.numeric}>{line.quantity}</td>
                <td className={css.numeric}>{line.problem ? "–" : formatPrice(line.lineTotal)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className={css.totals}>
        <dt>Sub Total</dt>
        <dd>{formatPrice(quote.subtotalAmount)}</dd>
        <dt>Shipping</dt>
        <dd>{formatPrice(quote.deliveryAmount)}</dd>
        <dt>Discount{quote.coupon ? ` (${quote.coupon.couponCode})` : ""}</dt>
        <dd>{quote.discountWithCoupon > 0 ? `- ${formatPrice(quote.discountWithCoupon)}` : formatPrice(0)}</dd>
        <dt className={css.grandTotal}>Total</dt>
        <dd className={css.grandTotal}>{formatPrice(quote.totalAmount)}</dd>
      </dl>
    </>
  );
}
