/**
 * The back office's one search box (issue 27): what it looks for, and the permission each kind of
 * record needs, the same the kind's own screens and endpoints ask. No server-only code: the
 * screens read it too.
 */
import type { Permission } from "./staff-roles";

export const SEARCH_KINDS = ["orders", "products", "customers"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_PERMISSIONS: Record<SearchKind, Permission> = {
  orders: "orders.manage",
  products: "catalogue.manage",
  customers: "customers.manage",
};
