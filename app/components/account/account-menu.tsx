import { Form, Link, useLocation } from "@remix-run/react";
import * as css from "@styles/account/account.css";

type Item = { to: string; label: string; /** Pages that belong to the item without being it. */ within?: string[] };

const ITEMS: Item[] = [
  { to: "/my-account/dashboard", label: "Dashboard" },
  {
    to: "/my-account/orders",
    label: "Orders History",
    within: ["/my-account/orderDetails/", "/my-account/cancelOrder/"],
  },
  { to: "/my-account/address", label: "Address", within: ["/my-account/address/", "/my-account/add-address"] },
  { to: "/my-account/enquiries", label: "My Enquiries", within: ["/my-account/enquiries/"] },
  { to: "/my-account/info", label: "Account Details" },
];

/**
 * The account's side menu (spec 2). The tab on screen is the current page; an order's details
 * or an address being edited mark their tab as the current section. Logout is a POST: a link
 * would let any page sign the shopper out with an image tag.
 */
export function AccountMenu() {
  const { pathname } = useLocation();
  const current = (item: Item) => {
    if (pathname === item.to) return "page" as const;
    return item.within?.some((prefix) => pathname.startsWith(prefix)) ? ("true" as const) : undefined;
  };
  return (
    <nav aria-label="Account sections" className={css.menu}>
      <ul className={css.menuList}>
        {ITEMS.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={css.menuItem} aria-current={current(item)}>
              {item.label}
            </Link>
          </li>
        ))}
        <li>
          <Form method="post" action="/logout">
            <button type="submit" className={css.menuItem}>
              Logout
            </button>
          </Form>
        </li>
      </ul>
    </nav>
  );
}
