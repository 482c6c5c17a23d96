import { data } from "@remix-run/node";
import { type ApiEnvelope, type ApiFetchOptions, apiFetch } from "../api.server";
import { adminRedirect } from "./responses.server";
import { ADMIN_LOGIN, type StaffSession, signOutLocally } from "./session.server";

export const SESSION_ENDED = "Your back-office session has ended. Please sign in again.";

/**
 * The back office's work (an uploaded image's renditions, a catalogue's CSV) may take the API
 * longer than a shop page's 5 s; staff wait the 10 s they always had, outside the page's budget.
 */
const BACK_OFFICE_TIMEOUT_MS = 10_000;

/**
 * Calls a /v1/admin endpoint as the signed-in member of staff. The API decides every permission:
 * a 401 (session ended, idle, revoked) signs the browser out and goes to the login page; a 403
 * becomes the page's "not allowed" answer. Anything else is the caller's to show.
 */
export async function adminApi<T>(
  auth: { request: Request; session: StaffSession; token: string },
  path: string,
  options: Omit<ApiFetchOptions, "token" | "request"> = {},
): Promise<ApiEnvelope<T>> {
  const answer = await apiFetch<T>(`/admin${path}`, {
    ...options,
    token: auth.token,
    request: auth.request,
    timeoutMs: options.timeoutMs ?? BACK_OFFICE_TIMEOUT_MS,
  });
  if (answer.status === 401) {
    signOutLocally(auth.session);
    const url = new URL(auth.request.url);
    const back =
      auth.request.method === "GET" ? `?${new URLSearchParams({ redirectTo: url.pathname + url.search })}` : "";
    throw await adminRedirect(`${ADMIN_LOGIN}${back}`, auth.session, { type: "error", message: SESSION_ENDED });
  }
  if (answer.status === 403) throw data({ message: answer.message }, { status: 403 });
  return answer;
}
