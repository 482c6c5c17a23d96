import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { apiFetch } from "~/lib/api.server";
import { adminRedirect } from "~/lib/admin/responses.server";
import { ADMIN_LOGIN, getStaffSession, signOutLocally } from "~/lib/admin/session.server";

/** Signing out is a POST (the header's button); a visit by address just goes to the login page. */
export const loader = () => redirect(ADMIN_LOGIN);

export async function action({ request }: ActionFunctionArgs) {
  const session = await getStaffSession(request);
  const token = session.get("token");
  // The API ends the session; the browser forgets it whatever the API answered.
  if (token) await apiFetch("/admin/session/logout", { method: "POST", token, request }).catch(() => null);
  signOutLocally(session);
  return adminRedirect(ADMIN_LOGIN, session, { type: "success", message: "You have signed out of the back office." });
}
