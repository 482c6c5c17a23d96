import { Form, Link, useLocation } from "@remix-run/react";
import * as css from "../../../styles/auth/user-menu.css";

const SIGN_IN_PATHS = new Set(["/login", "/verifyAccount", "/updateName", "/register", "/forgotAccount"]);

/**
 * Spec 2's header user menu: My Account, My Orders, My Wish List and Sign Out for a
 * customer, Login for a guest. Signing out changes state, so it is a POST form; Login
 * carries the current page so the shopper comes back to it.
 */
export function UserMenu({ signedIn }: { signedIn: boolean }) {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const loginHref = SIGN_IN_PATHS.has(pathname) || here === "/" ? "/login" : `/login?${new URLSearchParams({ redirectTo: here })}`;

  return (
    <nav aria-label="Account" className={css.menu}>
      <ul className={css.list}>
        {signedIn ? (
          <>
            <li>
              <Link className={css.link} to="/my-account/dashboard">
                My Account
              </Link>
            </li>
            <li>
              <Link className={css.link} to="/my-account/orders">
                My Orders
              </Link>
            </li>
            <li>
              <Link className={css.link} to="/wishlist">
                My Wish List
              </Link>
            </li>
            <li>
              <Form method="post" action="/logout">
                <button type="submit" className={css.signOut}>
                  Sign Out
                </button>
              </Form>
            </li>
          </>
        ) : (
          <li>
            <Link className={css.link} to={loginHref}>
              Login
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
