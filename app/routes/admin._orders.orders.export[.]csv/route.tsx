import type { LoaderFunctionArgs } from "@remix-run/node";
import { ORDER_FILTERS } from "~/admin/orders/orders/order-options";
import { SESSION_ENDED } from "~/lib/admin/api.server";
import { readListQuery } from "~/lib/admin/list-query.server";
import { adminRedirect } from "~/lib/admin/responses.server";
import { ADMIN_LOGIN, requireStaffSession, signOutLocally } from "~/lib/admin/session.server";
import { env } from "~/lib/env.server";

/**
 * The queue's filtered orders as a CSV download (a row per order line): the API's stream passed
 * on as it comes. A resource route, so the queue's plain link downloads it with its filters.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const { params } = readListQuery(request, ORDER_FILTERS);
  params.delete("page");
  const answer = await fetch(`${env.API_URL}/admin/orders/export?${params}`, {
    headers: { Authorization: `Bearer ${auth.token}` },
    signal: request.signal,
  });
  if (answer.status === 401) {
    signOutLocally(auth.session);
    throw await adminRedirect(ADMIN_LOGIN, auth.session, { type: "error", message: SESSION_ENDED });
  }
  if (answer.status === 400)
    throw new Response("These filters cannot be exported: correct them on the orders screen first.", { status: 400 });
  if (!answer.ok || !answer.body)
    throw new Response("The orders could not be exported; try again.", { status: answer.status === 403 ? 403 : 502 });
  return new Response(answer.body, {
    headers: {
      "Content-Type": answer.headers.get("Content-Type") ?? "text/csv; charset=utf-8",
      "Content-Disposition": answer.headers.get("Content-Disposition") ?? 'attachment; filename="woodnest-orders.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}
