/**
 * Sentences the API answers with that the storefront also shows on its own pages, written once.
 * The storefront shows them; it never compares them (a refusal's `code` is what it acts on).
 */

/** An online payment that arrived for an order that can no longer be placed: refunded in full. */
export const PAYMENT_REFUNDED =
  "We received your payment, but this order can no longer be placed. A full refund has been started.";
