import { Form } from "@remix-run/react";
import * as css from "@styles/admin/order-search.css";

/**
 * The header's search, on every back-office screen for staff who look after orders: an order id,
 * a shopper's mobile or email, or an AWB. A GET form, so a search is a URL and works without JavaScript.
 */
export function OrderSearchBox() {
  return (
    <Form method="get" action="/admin/search" role="search" aria-label="Orders" className={css.headerSearch}>
      <label htmlFor="header-order-search" className="visually-hidden">
        Order id, mobile, email or AWB
      </label>
      <input
        id="header-order-search"
        name="q"
        type="search"
        required
        maxLength={100}
        placeholder="Order id, mobile, email or AWB"
        autoComplete="off"
        spellCheck={false}
        className={css.headerInput}
      />
      <button type="submit" className={css.headerButton}>
        Find order
      </button>
    </Form>
  );
}
