import { SESSION_ENDED } from "~/lib/admin/api.server";
import { adminRedirect } from "~/lib/admin/responses.server";
import { ADMIN_LOGIN, type requireStaffSession, signOutLocally } from "~/lib/admin/session.server";
import { env } from "~/lib/env.server";

/**
 * A list screen's CSV download: the API's stream passed on as it comes (as the orders' export
 * does), so a plain link on the list downloads it with the list's filters.
 */
export async function csvDownload(
  request: Request,
  auth: Awaited<ReturnType<typeof requireStaffSession>>,
  apiPath: string,
  what: string,
) {
  const answer = await fetch(`${env.API_URL}${apiPath}`, {
    headers: { Authorization: `Bearer ${auth.token}` },
    signal: request.signal,
  });
  if (answer.status === 401) {
    signOutLocally(auth.session);
    throw await adminRedirect(ADMIN_LOGIN, auth.session, { type: "error", message: SESSION_ENDED });
  }
  if (answer.status === 400)
    throw new Response(`These filters cannot be exported: correct them on the ${what} screen first.`, { status: 400 });
  if (!answer.ok || !answer.body)
    throw new Response(`The ${what} could not be exported; try again.`, { status: answer.status === 403 ? 403 : 502 });
  return new Response(answer.body, {
    headers: {
      "Content-Type": answer.headers.get("Content-Type") ?? "text/csv; charset=utf-8",
      "Content-Disposition": answer.headers.get("Content-Disposition") ?? `attachment; filename="woodnest-${what}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
