/**
 * The order queue's paging and sorts (issue 15). Plain constants, so the queue screen's browser
 * code can list them without zod; the query's rules are in admin-orders.ts.
 */

/** The queue's page: 20 orders, as the other back-office lists. */
export const ORDER_PAGE_SIZE = 20;

export const ORDER_SORTS = ["newest", "oldest", "total-high", "total-low"] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export const ORDER_SORT_LABELS: Record<OrderSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  "total-high": "Total, highest first",
  "total-low": "Total, lowest first",
};
