import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { revokeToken, signOut } from "~/lib/auth.server";
import { clearCheckout } from "~/lib/checkout.server";
import { getSession } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/responses.server";

/** Signing out changes state, so it is a POST; a link or a prefetch that GETs this address goes home. */
export function loader() {
  return redirect("/");
}

/**
 * Spec 4: the token dies at the API and the session forgets the customer and their shopping
 * state (no token, empty cart, no pincode, no coupon), then 'Account Logout Successfully',
 * /login. Only here: a token that merely expired keeps the cart for the next sign-in.
 */
export async function action({ request }: ActionFunctionArgs) {
  const session = await getSession(request);
  const token = session.get("token") ?? session.get("pendingToken");
  if (token) await revokeToken(request, token);
  signOut(session);
  clearCheckout(session);
  session.unset("pincode");
  session.unset("lastOrder");
  return redirectWithToast("/login", session, { type: "success", message: "Account Logout Successfully" });
}
