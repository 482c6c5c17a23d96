/**
 * What an order found by the back office's header search matched, as staff read it. Plain
 * constants, apart from the search's zod schema, so the admin screen's browser code needs no zod.
 */
export const ORDER_MATCH_LABELS = { orderId: "Order id", awb: "AWB", mobile: "Mobile", email: "Email" } as const;
export type OrderMatch = keyof typeof ORDER_MATCH_LABELS;
