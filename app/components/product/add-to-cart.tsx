import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { ADD_TO_CART_ANCHOR } from "~/lib/cart";
import { SubmitButton } from "../forms/submit-button";
import * as cartCss from "@styles/cart/add-to-cart.css";
import * as css from "@styles/product/product.css";

type Props = {
  productId: string;
  productColorId: string | null;
  productSizeId: string | null;
  /** The most that can go in the cart: stock capped by the order limit; 0 when sold out. */
  quantityLimit: number;
  /** This very variant is in the cart already. */
  inCart: boolean;
  /** Where the cart sends the shopper back to. */
  redirectTo: string;
};

/**
 * Quantity and the add-to-cart form, posting to the /cart action; once this variant is in
 * the cart, a 'Go to cart' link instead (spec 2). The number field is the whole control
 * without JavaScript; with it, minus and plus buttons join in.
 */
export function AddToCart(props: Props) {
  const { inCart } = props;
  const link = useRef<HTMLAnchorElement>(null);
  const wasInCart = useRef(inCart);
  // The add button the keyboard pressed is gone: the focus goes to what took its place.
  useEffect(() => {
    if (inCart && !wasInCart.current) link.current?.focus();
    wasInCart.current = inCart;
  }, [inCart]);

  return (
    <div id={ADD_TO_CART_ANCHOR} className={cartCss.anchor}>
      {inCart ? (
        <Link ref={link} to="/cart" className={cartCss.goToCart}>
          Go to cart
        </Link>
      ) : (
        <AddForm {...props} />
      )}
    </div>
  );
}

function AddForm({ productId, productColorId, productSizeId, quantityLimit, redirectTo }: Props) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  // Spec 4: the button is disabled with a spinner while the cart answers.
  const adding = navigation.state === "submitting" && navigation.formAction === "/cart";
  const [quantity, setQuantity] = useState("1");
  const soldOut = quantityLimit <= 0;
  const current = Number.parseInt(quantity, 10) || 1;
  const step = (by: number) => setQuantity(String(Math.min(quantityLimit, Math.max(1, current + by))));

  return (
    // noValidate: the browser's own "must be less than or equal to" would stop a number over the
    // limit before the server could say which limit it is ('Only {n} Quantity left' or
    // 'Maximum {n} Quantity allowed to order', spec 5). The server holds the quantity to 1 and up.
    <Form method="post" action="/cart" className={css.cartForm} preventScrollReset noValidate>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      {productColorId ? <input type="hidden" name="productColorId" value={productColorId} /> : null}
      {productSizeId ? <input type="hidden" name="productSizeId" value={productSizeId} /> : null}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <div className={css.quantityField}>
        <label htmlFor="quantity" className={css.fieldLabel}>
          Quantity
        </label>
        <div className={css.stepper}>
          {hydrated ? (
            <button
              type="button"
              className={css.stepDown}
              onClick={() => step(-1)}
              disabled={soldOut || current <= 1}
              aria-label="Decrease quantity"
              aria-controls="quantity"
            >
              −
            </button>
          ) : null}
          <input
            id="quantity"
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(1, quantityLimit)}
            step={1}
            required
            value={quantity}
            onChange={(event) => setQuantity(event.currentTarget.value)}
            disabled={soldOut}
            aria-describedby={soldOut ? undefined : "quantity-hint"}
            className={css.quantityInput}
          />
          {hydrated ? (
            <button
              type="button"
              className={css.stepUp}
              onClick={() => step(1)}
              disabled={soldOut || current >= quantityLimit}
              aria-label="Increase quantity"
              aria-controls="quantity"
            >
              +
            </button>
          ) : null}
        </div>
        {soldOut ? null : (
          <p id="quantity-hint" className={css.fieldHint}>
            You can order up to {quantityLimit} at a time.
          </p>
        )}
      </div>
      <SubmitButton className={`${css.primaryButton} ${cartCss.addButton}`} disabled={soldOut} pending={adding}>
        {soldOut ? "Out of stock" : "Add to cart"}
      </SubmitButton>
    </Form>
  );
}
