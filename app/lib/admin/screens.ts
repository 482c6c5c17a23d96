import { SEARCH_KINDS, type SearchKind } from "@api/validation/admin-search";
import { type Permission, type StaffRole, can } from "@api/validation/staff-roles";

/**
 * What each part of the back office needs, by its address: the permission the API asks of the
 * part's endpoints (ROLE_PERMISSIONS). A screen's own address or any below it belongs to the
 * part. Pages not listed (the dashboard, signing in and out, recovery codes) are every member's.
 */
const SECTIONS: readonly (readonly [path: string, permission: Permission])[] = [
  ["/admin/orders", "orders.manage"],
  ["/admin/returns", "orders.manage"],
  ["/admin/reports", "orders.manage"],
  ["/admin/customers", "customers.manage"],
  ["/admin/staff", "staff.manage"],
  ["/admin/audit", "audit.read"],
  ["/admin/settings", "settings.manage"],
  ["/admin/products", "catalogue.manage"],
  ["/admin/categories", "catalogue.manage"],
  ["/admin/colours", "catalogue.manage"],
  ["/admin/sizes", "catalogue.manage"],
  ["/admin/stock", "catalogue.manage"],
  ["/admin/coupons", "catalogue.manage"],
  ["/admin/delivery-areas", "catalogue.manage"],
  ["/admin/imports", "catalogue.manage"],
  ["/admin/reviews", "content.manage"],
  ["/admin/enquiries", "content.manage"],
  ["/admin/newsletter", "content.manage"],
  ["/admin/blog", "content.manage"],
  ["/admin/faqs", "content.manage"],
  ["/admin/testimonials", "content.manage"],
  ["/admin/projects", "content.manage"],
  ["/admin/pages", "content.manage"],
  ["/admin/home", "content.manage"],
];

const within = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`) || pathname.startsWith(`${path}.`);

/** The permission a back-office address needs, or null when every member of staff may open it. */
export function screenPermission(pathname: string): Permission | null {
  return SECTIONS.find(([path]) => within(pathname, path))?.[1] ?? null;
}

/** Where each kind of record the search finds has its screens, and its records. */
export const SEARCH_KIND_SCREENS: Record<SearchKind, string> = {
  orders: "/admin/orders",
  products: "/admin/products",
  customers: "/admin/customers",
};
const SEARCH = "/admin/search";

/** The kinds of record a role's search looks for: those whose screens it may open. */
export const searchKindsFor = (role: StaffRole) =>
  SEARCH_KINDS.filter((kind) => mayOpen(role, SEARCH_KIND_SCREENS[kind]));

/** Whether a role may open (and post to) a back-office address. The search is open to a role with something to find. */
export function mayOpen(role: StaffRole, pathname: string): boolean {
  if (within(pathname, SEARCH)) return searchKindsFor(role).length > 0;
  const permission = screenPermission(pathname);
  return permission === null || can(role, permission);
}
