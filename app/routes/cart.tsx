/**
 * /cart (spec 2 "Cart"): the session cart priced by the API's quote, and the one cart action
 * every cart form posts to (issue 5's contract: intent add | increase | decrease | remove |
 * set). The lines and figures come from the root loader, which prices the cart once for the
 * header and this page alike. With single fetch the root loader runs on every navigation (it
 * has no shouldRevalidate), so arriving here, even client-side, reads the figures afresh.
 *
 * No coupon box here: the cart's discount is 0 (spec 9) and the coupon is applied at checkout.
 */
import { type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useRouteLoaderData } from "@remix-run/react";
import { CartLineForm, QuantityStepper } from "~/components/cart/cart-forms";
import { CloseIcon } from "~/components/layout/icons";
import { PageBanner } from "~/components/page-banner";
import { Picture } from "~/components/picture";
import type { CartTotals, PricedCartLine } from "~/lib/cart";
import { afterAdd, changeCart, parseCartForm, quoteCheck, readCart, writeCart } from "~/lib/cart.server";
import { formatPrice } from "~/lib/format";
import { savedPincode, stillServed } from "~/lib/pincode.server";
import { pageMeta, rootOrigin } from "~/lib/seo";
import { getSession, setToast } from "~/lib/session.server";
import { redirectWithSession } from "~/lib/responses.server";
import type { loader as rootLoader } from "~/root";
import * as css from "@styles/cart/cart.css";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta({
    origin: rootOrigin(matches),
    title: "Cart",
    description: "The furniture and decor in your Woodnest cart.",
  }),
  // A shopper's own cart: nothing for search engines.
  { name: "robots", content: "noindex" },
];

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const parsed = parseCartForm(form);
  if (!parsed) throw new Response("Unknown cart action", { status: 400 });

  const session = await getSession(request);
  const outcome = await changeCart(
    {
      lines: readCart(session),
      // Only an add needs a served pincode, so only an add asks the API whether it still is.
      hasPincode: parsed.change.intent === "add" ? await stillServed(session, request) : savedPincode(session) !== null,
    },
    parsed.change,
    quoteCheck(request),
  );
  writeCart(session, outcome.lines);
  if (outcome.toast) setToast(session, outcome.toast);
  // Post/redirect/get, back to where the shopper was.
  const to =
    parsed.change.intent === "add" ? afterAdd(parsed.redirectTo, outcome.needsPincode === true) : parsed.redirectTo;
  return redirectWithSession(to, session);
}

export default function Cart() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const count = root?.cartCount ?? 0;
  const lines = root?.cartLines ?? [];
  const totals = root?.cartTotals ?? null;
  const firstCategory = root?.categories[0];

  return (
    <>
      <PageBanner title="Cart" />
      {count === 0 ? (
        <div className={css.empty}>
          <p className={css.emptyText}>Your cart is empty.</p>
          <Link to={firstCategory ? `/shop/${firstCategory.slug}` : "/"} className={css.checkout}>
            Continue shopping
          </Link>
        </div>
      ) : totals === null ? (
        <p role="alert">We could not load your cart just now. Please try again in a moment.</p>
      ) : (
        <div className={css.layout}>
          <CartTable lines={lines} />
          <CartSummary lines={lines} totals={totals} />
        </div>
      )}
    </>
  );
}

/** The most of a line that can be ordered now; 0 when none. */
const orderable = (line: PricedCartLine) => Math.max(0, Math.min(line.stock, line.maximumOrderQuantity));

/** A line over the stock or the limit, of a product still sold, can be brought down to what is left. */
const reducible = (line: PricedCartLine) =>
  line.problem !== null && line.slug !== null && orderable(line) >= 1 && line.quantity > orderable(line);

function CartTable({ lines }: { lines: PricedCartLine[] }) {
  return (
    <table className={css.table}>
      <caption className={css.caption}>Items in your cart</caption>
      <thead>
        <tr>
          <th scope="col" className={css.thumbCell}>
            <span className="visually-hidden">Picture</span>
          </th>
          <th scope="col">Product</th>
          <th scope="col" className={css.numeric}>
            Price
          </th>
          <th scope="col">Quantity</th>
          <th scope="col" className={css.numeric}>
            Total
          </th>
          <th scope="col" className={css.removeCell}>
            <span className="visually-hidden">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <CartRow key={line.key} line={line} />
        ))}
      </tbody>
    </table>
  );
}

function CartRow({ line }: { line: PricedCartLine }) {
  const variant = [line.colorName, line.sizeName].filter(Boolean).join(", ");
  const steppable = line.slug !== null && (line.problem === null || reducible(line));
  return (
    <tr data-testid="cart-line">
      <td className={css.thumbCell}>
        {line.defaultImage ? <Picture image={line.defaultImage} alt="" className={css.thumb} /> : null}
      </td>
      <th scope="row" className={css.nameCell}>
        {line.slug ? (
          <Link to={`/product/${line.slug}`} className={css.name}>
            {line.name}
          </Link>
        ) : (
          <span className={css.name}>{line.name}</span>
        )}
        {variant ? <span className={css.variant}>{variant}</span> : null}
        {line.problem ? (
          <span className={css.problem} data-testid="cart-line-problem">
            {line.problem}
          </span>
        ) : null}
        {reducible(line) ? (
          <CartLineForm intent="set" line={line} quantity={orderable(line)} className={css.textButton}>
            Change to {orderable(line)}
          </CartLineForm>
        ) : null}
      </th>
      <td className={css.numeric} data-label="Price">
        {line.sellingPrice === null ? "—" : formatPrice(line.sellingPrice)}
      </td>
      <td data-label="Quantity">
        {steppable ? (
          <QuantityStepper line={line} testId="cart-line-quantity" />
        ) : (
          <span className={css.quantity} data-testid="cart-line-quantity">
            {line.quantity}
          </span>
        )}
      </td>
      <td className={css.numeric} data-label="Total" data-testid="cart-line-total">
        {line.problem ? <span className={css.excluded}>Not included</span> : formatPrice(line.lineTotal)}
      </td>
      <td className={css.removeCell}>
        <CartLineForm intent="remove" line={line} label={`Remove ${line.name} from cart`} className={css.removeButton}>
          <CloseIcon className={css.icon} />
        </CartLineForm>
      </td>
    </tr>
  );
}

function CartSummary({ lines, totals }: { lines: PricedCartLine[]; totals: CartTotals }) {
  const buyable = lines.some((line) => line.problem === null);
  const withProblems = lines.some((line) => line.problem !== null);
  return (
    <section className={css.summary} aria-labelledby="cart-totals-heading">
      <h2 id="cart-totals-heading" className={css.summaryHeading}>
        Cart Totals
      </h2>
      <dl className={css.totals} data-testid="cart-totals">
        <div className={css.totalRow}>
          <dt>Sub Total</dt>
          <dd data-testid="cart-subtotal">{formatPrice(totals.subtotalAmount)}</dd>
        </div>
        <div className={css.totalRow}>
          <dt>Shipping Cost</dt>
          <dd>{formatPrice(totals.deliveryAmount)}</dd>
        </div>
        <div className={css.grandTotal}>
          <dt>Grand Total</dt>
          <dd data-testid="cart-total">{formatPrice(totals.totalAmount)}</dd>
        </div>
      </dl>
      {withProblems ? (
        <p className={css.note}>
          {buyable
            ? "Items marked with a problem are not in the total. Remove them or change their quantity before you check out."
            : "Nothing in your cart can be ordered right now. Remove the items marked with a problem."}
        </p>
      ) : null}
      {buyable ? (
        <Link to="/checkout" className={css.checkout}>
          Checkout
        </Link>
      ) : null}
    </section>
  );
}
