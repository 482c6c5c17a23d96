import { Link } from "@remix-run/react";
import * as css from "@styles/account/account.css";
import { Picture } from "~/components/picture";
import { type Order, lineTotal, variantText } from "~/lib/account";
import { formatPrice } from "~/lib/format";

/**
 * The lines of an order: product, quantity, unit price and line total. The invoice leaves
 * out the pictures and the links, which mean nothing on paper.
 */
export function OrderLines({
  order,
  caption,
  forPaper = false,
}: {
  order: Order;
  caption: string;
  forPaper?: boolean;
}) {
  const table = (
    <table className={css.table}>
      {/* A heading above already says it; the caption names the table for screen readers. */}
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col" className={css.numeric}>
            Quantity
          </th>
          <th scope="col" className={css.numeric}>
            Unit price
          </th>
          <th scope="col" className={css.numeric}>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {order.products.map((line) => {
          const variant = variantText(line);
          return (
            <tr key={line._id}>
              <td>
                {forPaper ? (
                  <>
                    {line.name}
                    {variant ? <span className={css.muted}> ({variant})</span> : null}
                    <br />
                    <span className={css.muted}>SKU {line.sku}</span>
                  </>
                ) : (
                  <div className={css.lineProduct}>
                    <Picture image={line.defaultImage} alt="" className={css.lineImage} sizes="4rem" />
                    <div>
                      <Link to={`/product/${line.slug}`}>{line.name}</Link>
                      {variant ? (
                        <>
                          <br />
                          <span className={css.muted}>{variant}</span>
                        </>
                      ) : null}
                    </div>
                  </div>
                )}
              </td>
              <td className={css.numeric}>{line.quantity}</td>
              <td className={css.numeric}>{formatPrice(line.sellingPrice)}</td>
              <td className={css.numeric}>{formatPrice(lineTotal(line))}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
  if (forPaper) return table;
  // Narrow screens scroll the table sideways; the region can take focus so keyboards can too.
  return (
    <div className={css.tableScroll} role="region" aria-label={caption} tabIndex={0}>
      {table}
    </div>
  );
}

/** Subtotal, delivery, coupon and total (spec 9: total = subtotal + shipping - discount). */
export function OrderTotals({ order }: { order: Order }) {
  return (
    <dl className={css.totals}>
      <dt>Subtotal</dt>
      <dd>{formatPrice(order.subtotalAmount)}</dd>
      <dt>Delivery</dt>
      <dd>{formatPrice(order.deliveryAmount)}</dd>
      {order.couponCode ? (
        <>
          <dt>Coupon ({order.couponCode})</dt>
          <dd>- {formatPrice(order.discountWithCoupon)}</dd>
        </>
      ) : null}
      <dt className={css.grandTotal}>Total</dt>
      <dd className={css.grandTotal}>{formatPrice(order.totalAmount)}</dd>
    </dl>
  );
}
