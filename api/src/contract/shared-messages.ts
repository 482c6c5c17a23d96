/**
 * Sentences the API answers with that the storefront also shows on its own pages, written once.
 * The storefront shows them; it never compares them (a refusal's `code` is what it acts on).
 */

/** An online payment that arrived for an order that can no longer be placed: refunded in full. */
export const PAYMENT_REFUNDED =
  "We received your payment, but this order can no longer be placed. A full refund has been started.";

/** Working days a refund the gateway has processed may take to reach the shopper's bank. */
export const REFUND_BANK_DAYS = { fewest: 5, most: 7 } as const;

/** The shop's word on it: the 'refunded' message and the order's page say the same. */
export const BANK_ARRIVAL_TEXT = `Your bank may take ${REFUND_BANK_DAYS.fewest} to ${REFUND_BANK_DAYS.most} working days to show it.`;
