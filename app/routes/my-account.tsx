import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import * as css from "@styles/account/account.css";
import { AccountMenu } from "~/components/account/account-menu";
import { requireSignedIn } from "~/lib/auth.server";
import { PRIVATE_NO_STORE } from "~/lib/responses.server";

// A customer's pages are theirs alone: no shared cache keeps them, and a shared computer's
// Back button after Logout asks the server again instead of showing the account.
export const headers: HeadersFunction = () => ({ ...PRIVATE_NO_STORE, "X-Robots-Tag": "noindex" });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireSignedIn(request);
  return null;
}

export default function MyAccount() {
  return (
    <div className={css.layout}>
      <AccountMenu />
      <div className={css.content}>
        <Outlet />
      </div>
    </div>
  );
}
