import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { safeRedirect } from "remix-utils/safe-redirect";
import { popupDoneCookie } from "~/lib/popup.server";

/**
 * The popup's Close (spec 2): remembers for this browser session that it is done. The plain
 * form (no JavaScript) sends redirectTo and lands back on the same page; the script's call
 * sends nothing and needs no page back.
 */
export async function action({ request }: ActionFunctionArgs) {
  // Anything that is not a form (a stray request) still only closes the popup.
  const form = await request.formData().catch(() => new FormData());
  const redirectTo = form.get("redirectTo");
  const headers = { "Set-Cookie": await popupDoneCookie() };
  if (typeof redirectTo === "string") return redirect(safeRedirect(redirectTo, "/"), { status: 303, headers });
  return new Response(null, { status: 204, headers });
}
