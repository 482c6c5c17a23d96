import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import type { ShipmentView } from "~/components/admin/shipping-options";
import { SESSION_ENDED, adminApi } from "~/lib/admin/api.server";
import { adminRedirect } from "~/lib/admin/responses.server";
import { ADMIN_LOGIN, requireStaffSession, signOutLocally } from "~/lib/admin/session.server";
import { env } from "~/lib/env.server";

/**
 * An order's shipping label, a plain link from the ship screen. The label lives with the
 * courier: the sandbox's printable page on the API, or Shiprocket's PDF, which the API asks for
 * and answers with a redirect. Either way the browser is sent there, so the label keeps its own
 * page and headers.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const orderId = encodeURIComponent(params.orderId ?? "");
  const view = await adminApi<ShipmentView>({ request, ...auth }, `/orders/${orderId}/shipment`);
  if (view.status !== 200) throw new Response(view.message, { status: view.status });
  if (!view.body.shipment) throw new Response(`Order ${view.body.orderId} has no shipment yet.`, { status: 404 });
  if (view.body.shipment.labelUrl) return redirect(view.body.shipment.labelUrl);

  const answer = await fetch(`${env.API_URL}/admin/orders/${orderId}/label`, {
    headers: { Authorization: `Bearer ${auth.token}` },
    redirect: "manual",
    signal: request.signal,
  });
  if (answer.status === 401) {
    signOutLocally(auth.session);
    throw await adminRedirect(ADMIN_LOGIN, auth.session, { type: "error", message: SESSION_ENDED });
  }
  const location = answer.headers.get("Location");
  if (answer.status >= 300 && answer.status < 400 && location) return redirect(location);
  throw new Response("The courier could not make the label; try again in a moment.", {
    status: answer.status === 403 ? 403 : 502,
  });
}
