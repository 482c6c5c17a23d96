import { Form, Link, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { ROLE_LABELS, can } from "@api/validation/staff-roles";
import { mayOpen } from "~/lib/admin/screens";
import type { SessionStaff } from "~/lib/admin/session.server";
import * as css from "../../../styles/admin/admin.css";
import { OrderSearchBox } from "./order-search-box";

/** The back office's pages a role may open (the same table that refuses the others), in the navigation's order. */
export function adminLinks(staff: Pick<SessionStaff, "role">) {
  return [
    { to: "/admin/orders", label: "Orders" },
    // "Drafts", not "Draft orders": the nav's "Orders" link stays the one link whose name holds "orders".
    { to: "/admin/orders/drafts", label: "Drafts" },
    { to: "/admin/staff", label: "Staff" },
    { to: "/admin/products", label: "Products" },
    { to: "/admin/categories", label: "Categories" },
    { to: "/admin/colours", label: "Colours" },
    { to: "/admin/sizes", label: "Sizes" },
    { to: "/admin/stock", label: "Stock" },
    { to: "/admin/coupons", label: "Coupons" },
    { to: "/admin/delivery-areas", label: "Delivery areas" },
    { to: "/admin/returns", label: "Returns" },
    { to: "/admin/reports/gst", label: "GST return" },
    { to: "/admin/reviews", label: "Reviews" },
    { to: "/admin/customers", label: "Customers" },
    { to: "/admin/enquiries", label: "Enquiries" },
    { to: "/admin/newsletter", label: "Newsletter" },
    { to: "/admin/blog", label: "Blog" },
    { to: "/admin/faqs", label: "FAQs" },
    { to: "/admin/testimonials", label: "Testimonials" },
    { to: "/admin/projects", label: "Projects" },
    { to: "/admin/audit", label: "Audit log" },
    { to: "/admin/pages", label: "Pages" },
    { to: "/admin/home", label: "Home page" },
    { to: "/admin/settings/orders", label: "Order settings" },
    { to: "/admin/settings/reviews", label: "Review settings" },
    { to: "/admin/settings/shop", label: "Shop settings" },
    { to: "/admin/settings/gst", label: "GST settings" },
    { to: "/admin/settings/backups", label: "Backups" },
    { to: "/admin/recovery-codes", label: "Recovery codes" },
  ].filter((link) => mayOpen(staff.role, link.to));
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
