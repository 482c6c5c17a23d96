/**
 * API messages the checkout acts on. They are copied rather than imported because their
 * modules carry the API's database code; messages.test.ts keeps the copies equal.
 */
export const PRICES_CHANGED = "Prices have changed since you loaded the page. Please review your order.";
export const ALREADY_PAID = "This order is already paid";
export const PAYMENT_REFUNDED =
  "We received your payment, but this order can no longer be placed. A full refund has been started.";
