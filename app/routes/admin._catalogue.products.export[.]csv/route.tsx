import type { LoaderFunctionArgs } from "@remix-run/node";
import { env } from "~/lib/env.server";
import { SESSION_ENDED } from "~/lib/admin/api.server";
import { adminRedirect } from "~/lib/admin/responses.server";
import { ADMIN_LOGIN, requireStaffSession, signOutLocally } from "~/lib/admin/session.server";

/**
 * The catalogue as a CSV download: the API's stream passed on as it comes, so a big catalogue
 * never waits in the storefront's memory. A resource route: a plain link downloads it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await fetch(`${env.API_URL}/admin/catalogue/export`, {
    headers: { Authorization: `Bearer ${auth.token}` },
    signal: request.signal,
  });
  if (answer.status === 401) {
    signOutLocally(auth.session);
    throw await adminRedirect(ADMIN_LOGIN, auth.session, { type: "error", message: SESSION_ENDED });
  }
  if (!answer.ok || !answer.body)
    throw new Response("The catalogue could not be exported; try again.", {
      status: answer.status === 403 ? 403 : 502,
    });
  return new Response(answer.body, {
    headers: {
      "Content-Type": answer.headers.get("Content-Type") ?? "text/csv; charset=utf-8",
      "Content-Disposition":
        answer.headers.get("Content-Disposition") ?? 'attachment; filename="woodnest-catalogue.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}
