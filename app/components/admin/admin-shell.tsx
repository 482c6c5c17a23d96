import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { ROLE_LABELS } from "@api/validation/staff-roles";
import { searchKindsFor } from "~/lib/admin/screens";
import type { SessionStaff } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";
import * as navCss from "@styles/admin/navigation.css";
import { AdminNavigation } from "./admin-navigation";
import { Breadcrumbs } from "./breadcrumbs";
import { SearchBox } from "./search-box";

/**
 * Every back-office screen: the header (the phone's menu, the search, who is signed in), the
 * areas the role may open in a side column on a wide screen, then the breadcrumbs and the page.
 * Both copies of the navigation are rendered; CSS shows one per width, so neither needs
 * JavaScript. The root layout keeps the skip link and the toasts (the shop's live region, which
 * screen readers hear) around it.
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
              <details className={navCss.phoneMenu}>
                <summary className={navCss.menuButton}>Menu</summary>
                <nav aria-label="Back office">
                  <AdminNavigation role={staff.role} idPrefix="menu" />
                </nav>
              </details>
              {searchKindsFor(staff.role).length > 0 ? <SearchBox kinds={searchKindsFor(staff.role)} /> : null}
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
      <div className={css.body}>
        {staff ? (
          <nav aria-label="Back office" className={navCss.sideColumn}>
            <AdminNavigation role={staff.role} idPrefix="side" />
          </nav>
        ) : null}
        {/* The trail sits above <main>: a landmark of its own, and the skip link lands past it on the screen. */}
        <div className={css.main}>
          {staff ? <Breadcrumbs /> : null}
          <main id="main" className={css.mainContent} tabIndex={-1}>
            {children}
          </main>
        </div>
      </div>
    </div>
  );
}
