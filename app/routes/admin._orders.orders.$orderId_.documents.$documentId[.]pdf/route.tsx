import type { LoaderFunctionArgs } from "@remix-run/node";
import { SESSION_ENDED } from "~/lib/admin/api.server";
import { adminRedirect } from "~/lib/admin/responses.server";
import { ADMIN_LOGIN, requireStaffSession, signOutLocally } from "~/lib/admin/session.server";
import { env } from "~/lib/env.server";

/** The PDF of one of an order's tax documents: the API's file passed on as it comes (a plain link downloads it). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const path = `/admin/orders/${encodeURIComponent(params.orderId ?? "")}/documents/${encodeURIComponent(params.documentId ?? "")}/pdf`;
  const answer = await fetch(`${env.API_URL}${path}`, {
    headers: { Authorization: `Bearer ${auth.token}` },
    signal: request.signal,
  });
  if (answer.status === 401) {
    signOutLocally(auth.session);
    throw await adminRedirect(ADMIN_LOGIN, auth.session, { type: "error", message: SESSION_ENDED });
  }
  if (answer.status === 404) throw new Response("There is no such document on this order.", { status: 404 });
  if (!answer.ok || !answer.body)
    throw new Response("The PDF could not be made; try again in a moment.", {
      status: answer.status === 403 ? 403 : 502,
    });
  return new Response(answer.body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": answer.headers.get("Content-Disposition") ?? "attachment",
      "Cache-Control": "private, no-store",
    },
  });
}
