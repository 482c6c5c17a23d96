import { adminRedirect } from "~/lib/admin/responses.server";
import { refusalToast } from "~/lib/forms.server";
import { type DraftAction, draftPath } from "./draft-action.server";

/** Deletes the draft (it holds no stock) and goes back to the list of drafts. */
export async function deleteDraft(action: DraftAction) {
  const { auth, here } = action;
  const answer = await action.call<null>(draftPath(action.id), "DELETE", { version: action.version });
  if (answer.status !== 200) return adminRedirect(here, auth.session, refusalToast(answer));
  return adminRedirect("/admin/orders/drafts", auth.session, { type: "success", message: answer.message });
}
