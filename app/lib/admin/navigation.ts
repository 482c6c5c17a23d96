import type { StaffRole } from "@api/validation/staff-roles";
import { mayOpen } from "~/lib/admin/screens";

/** One screen the navigation names: its address and the link's words. */
export type AdminFeature = { readonly to: string; readonly label: string };

/** A group of screens under one heading, the same areas the back office's code is grouped by. */
export type AdminArea = { readonly label: string; readonly features: readonly AdminFeature[] };

/**
 * The back office's map: areas, their screens and each screen's address. The side column, the
 * phone menu, the breadcrumbs and the dashboard's "What you can open" all read it; which screens a
 * role sees comes from screens.ts (the table that also refuses the others). Link words stay unique
 * as substrings ("Drafts", not "Draft orders": "Orders" is the one link whose name holds "orders").
 */
export const ADMIN_AREAS: readonly AdminArea[] = [
  {
    label: "Orders",
    features: [
      { to: "/admin/orders", label: "Orders" },
      { to: "/admin/orders/drafts", label: "Drafts" },
      { to: "/admin/returns", label: "Returns" },
    ],
  },
  {
    label: "Catalogue",
    features: [
      { to: "/admin/products", label: "Products" },
      { to: "/admin/categories", label: "Categories" },
      { to: "/admin/colours", label: "Colours" },
      { to: "/admin/sizes", label: "Sizes" },
      { to: "/admin/stock", label: "Stock" },
      { to: "/admin/imports", label: "Imports" },
    ],
  },
  {
    label: "Customers",
    features: [
      { to: "/admin/customers", label: "Customers" },
      { to: "/admin/enquiries", label: "Enquiries" },
    ],
  },
  {
    label: "Marketing",
    features: [
      { to: "/admin/coupons", label: "Coupons" },
      { to: "/admin/reviews", label: "Reviews" },
      { to: "/admin/newsletter", label: "Newsletter" },
    ],
  },
  {
    label: "Content",
    features: [
      { to: "/admin/pages", label: "Pages" },
      { to: "/admin/home", label: "Home page" },
      { to: "/admin/blog", label: "Blog" },
      { to: "/admin/faqs", label: "FAQs" },
      { to: "/admin/testimonials", label: "Testimonials" },
      { to: "/admin/projects", label: "Projects" },
    ],
  },
  {
    label: "Reports",
    features: [
      { to: "/admin", label: "Dashboard" },
      { to: "/admin/reports/gst", label: "GST return" },
    ],
  },
  {
    label: "Settings",
    features: [
      { to: "/admin/settings/shop", label: "Shop settings" },
      { to: "/admin/settings/gst", label: "GST settings" },
      { to: "/admin/settings/orders", label: "Order settings" },
      { to: "/admin/settings/reviews", label: "Review settings" },
      { to: "/admin/delivery-areas", label: "Delivery areas" },
      { to: "/admin/staff", label: "Staff" },
      { to: "/admin/audit", label: "Audit log" },
      { to: "/admin/recovery-codes", label: "Recovery codes" },
      { to: "/admin/settings/backups", label: "Backups" },
    ],
  },
];

/** The areas with only the screens a role may open; an area with none is left out. */
export function navigationFor(role: StaffRole): AdminArea[] {
  return ADMIN_AREAS.map((area) => ({
    ...area,
    features: area.features.filter((feature) => mayOpen(role, feature.to)),
  })).filter((area) => area.features.length > 0);
}

/** Every screen a role may open except the dashboard, in the navigation's order. */
export function adminLinks(staff: { role: StaffRole }): AdminFeature[] {
  return navigationFor(staff.role)
    .flatMap((area) => area.features)
    .filter((feature) => feature.to !== "/admin");
}

const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The screen an address belongs to (the longest address it lies within) and that screen's area. */
export function placeOf(pathname: string): { area: AdminArea; feature: AdminFeature } | null {
  let best: { area: AdminArea; feature: AdminFeature } | null = null;
  for (const area of ADMIN_AREAS) {
    for (const feature of area.features) {
      // The dashboard owns only its own address, not everything under /admin.
      const matches =
        feature.to === "/admin" ? pathname === "/admin" || pathname === "/admin/" : within(pathname, feature.to);
      if (matches && (!best || feature.to.length > best.feature.to.length)) best = { area, feature };
    }
  }
  return best;
}

/** One step of the breadcrumb trail: a link when it leads somewhere other than here. */
export type Crumb = { readonly label: string; readonly to: string | null };

const wordsOf = (segment: string) => {
  const text = decodeURIComponent(segment).replace(/-/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/**
 * Area › Screen › record for an address. The record's words are `recordLabel` when the page
 * names it (a route's `handle.breadcrumb`), otherwise the address's own words past the screen
 * (an order id, a coupon code, "New").
 */
export function breadcrumbsFor(pathname: string, recordLabel: string | null = null): Crumb[] {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  const place = placeOf(path);
  if (!place) {
    const rest = path.replace(/^\/admin\/?/, "");
    return [
      { label: "Dashboard", to: "/admin" },
      { label: recordLabel ?? (rest ? rest.split("/").map(wordsOf).join(" › ") : "Back office"), to: null },
    ];
  }
  const { area, feature } = place;
  const rest = path.slice(feature.to.length).replace(/^\//, "");
  const crumbs: Crumb[] = [{ label: area.label, to: null }];
  if (!rest) return [...crumbs, { label: feature.label, to: null }];
  return [
    ...crumbs,
    { label: feature.label, to: feature.to },
    { label: recordLabel ?? rest.split("/").map(wordsOf).join(" › "), to: null },
  ];
}
