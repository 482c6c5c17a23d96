import type { LoaderFunctionArgs } from "@remix-run/node";
import { SESSION_ENDED } from "~/lib/admin/api.server";
import { adminRedirect } from "~/lib/admin/responses.server";
import { ADMIN_LOGIN, requireStaffSession, signOutLocally } from "~/lib/admin/session.server";
import { env } from "~/lib/env.server";

/**
 * One sheet of a month's GSTR-1 as the API writes it (/admin/reports/gst/b2b.csv?month=2026-11):
 * a resource route, so the report screen's plain links download it.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const sheet = (params.sheet ?? "").replace(/\.csv$/, "");
  const month = new URL(request.url).searchParams.get("month") ?? "";
  const answer = await fetch(
    `${env.API_URL}/admin/reports/gst/${encodeURIComponent(sheet)}?${new URLSearchParams({ month })}`,
    {
      headers: { Authorization: `Bearer ${auth.token}` },
      signal: request.signal,
    },
  );
  if (answer.status === 401) {
    signOutLocally(auth.session);
    throw await adminRedirect(ADMIN_LOGIN, auth.session, { type: "error", message: SESSION_ENDED });
  }
  if (answer.status === 400)
    throw new Response("No such file for that month: choose the month on the GST return screen.", { status: 400 });
  if (!answer.ok || !answer.body)
    throw new Response("The file could not be made; try again.", { status: answer.status === 403 ? 403 : 502 });
  return new Response(answer.body, {
    headers: {
      "Content-Type": answer.headers.get("Content-Type") ?? "text/csv; charset=utf-8",
      "Content-Disposition": answer.headers.get("Content-Disposition") ?? `attachment; filename="gstr1-${sheet}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
