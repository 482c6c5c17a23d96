import { Form, Link, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { ROLE_LABELS, can } from "@api/validation/staff-roles";
import type { SessionStaff } from "~/lib/admin/session.server";
import * as css from "../../../styles/admin/admin.css";
import { OrderSearchBox } from "./order-search-box";

/** The back office's pages a role may open, in the navigation's order. */
export function adminLinks(staff: Pick<SessionStaff, "role">) {
  return [
    { to: "/admin/orders", label: "Orders", show: can(staff.role, "orders.manage") },
    // "Drafts", not "Draft orders": the nav's "Orders" link stays the one link whose name holds "orders".
    { to: "/admin/orders/drafts", label: "Drafts", show: can(staff.role, "orders.manage") },
    { to: "/admin/staff", label: "Staff", show: can(staff.role, "staff.manage") },
    { to: "/admin/products", label: "Products", show: can(staff.role, "catalogue.manage") },
    { to: "/admin/categories", label: "Categories", show: can(staff.role, "catalogue.manage") },
    { to: "/admin/colours", label: "Colours", show: can(staff.role, "catalogue.manage") },
    { to: "/admin/sizes", label: "Sizes", show: can(staff.role, "catalogue.manage") },
    { to: "/admin/stock", label: "Stock", show: can(staff.role, "catalogue.manage") },
    { to: "/admin/coupons", label: "Coupons", show: can(staff.role, "catalogue.manage") },
    { to: "/admin/delivery-areas", label: "Delivery areas", show: can(staff.role, "catalogue.manage") },
    { to: "/admin/returns", label: "Returns", show: can(staff.role, "orders.manage") },
    { to: "/admin/reports/gst", label: "GST return", show: can(staff.role, "orders.manage") },
    { to: "/admin/reviews", label: "Reviews", show: can(staff.role, "content.manage") },
    { to: "/admin/customers", label: "Customers", show: can(staff.role, "customers.manage") },
    { to: "/admin/enquiries", label: "Enquiries", show: can(staff.role, "content.manage") },
    { to: "/admin/newsletter", label: "Newsletter", show: can(staff.role, "content.manage") },
    { to: "/admin/blog", label: "Blog", show: can(staff.role, "content.manage") },
    { to: "/admin/faqs", label: "FAQs", show: can(staff.role, "content.manage") },
    { to: "/admin/testimonials", label: "Testimonials", show: can(staff.role, "content.manage") },
    { to: "/admin/projects", label: "Projects", show: can(staff.role, "content.manage") },
    { to: "/admin/audit", label: "Audit log", show: can(staff.role, "audit.read") },
    { to: "/admin/pages", label: "Pages", show: can(staff.role, "content.manage") },
    { to: "/admin/home", label: "Home page", show: can(staff.role, "content.manage") },
    { to: "/admin/settings/orders", label: "Order settings", show: can(staff.role, "settings.manage") },
    { to: "/admin/settings/reviews", label: "Review settings", show: can(staff.role, "settings.manage") },
    { to: "/admin/settings/shop", label: "Shop settings", show: can(staff.role, "settings.manage") },
    { to: "/admin/settings/gst", label: "GST settings", show: can(staff.role, "settings.manage") },
    { to: "/admin/settings/backups", label: "Backups", show: can(staff.role, "settings.manage") },
    { to: "/admin/recovery-codes", label: "Recovery codes", show: true },
  ].filter((link) => link.show);
}

/**
 * Every back-office screen: the header with the navigation the role may use and the sign-out
 * button, then the page. The root layout keeps the skip link and the toasts (the shop's live
 * region, which screen readers hear) around it.
 */
export function AdminShell({ staff, children }: { staff: SessionStaff | null; children: ReactNode }) {
  return (
    <div className={css.page}>
      <header className={css.header}>
        <div className={css.headerInner}>
          {/* A whole document: /admin's data address lies outside the staff cookie's path. */}
          <Link to="/admin" reloadDocument className={css.brand}>
            Woodnest back office
          </Link>
          {staff ? (
            <>
              <nav className={css.nav} aria-label="Back office">
                <ul className={css.navList}>
                  <li>
                    <NavLink to="/admin" end reloadDocument className={css.navLink}>
                      Dashboard
                    </NavLink>
                  </li>
                  {adminLinks(staff).map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} className={css.navLink}>
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              {can(staff.role, "orders.manage") ? <OrderSearchBox /> : null}
              <div className={css.who}>
                <span>
                  {staff.name} ({ROLE_LABELS[staff.role]})
                </span>
                <Form method="post" action="/admin/logout">
                  <button type="submit" className={css.linkButton}>
                    Sign out
                  </button>
                </Form>
              </div>
            </>
          ) : null}
        </div>
      </header>
      <main id="main" className={css.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
