import type { ZodTypeAny } from "zod";
import { parseWithZod, refusalToast, replyFromApi } from "../forms.server";
import { adminApi } from "./api.server";
import { moveSchema } from "./catalogue-forms.server";
import { adminData, adminRedirect, UNKNOWN_INTENT } from "./responses.server";
import type { requireStaffSession } from "./session.server";
import { readForm } from "../form-body.server";

/**
 * The action of a screen that lists rows in the shop's order (FAQs, testimonials): one form per
 * row plus an add form, each naming its `intent` — add, edit, move (up or down) or remove — and,
 * but for add, the row's `id`. A refused add or edit answers that form's errors (`form` is "add"
 * or the row's id); everything else goes back to the list with the API's words as a toast.
 */
export async function orderedListAction({
  request,
  auth,
  listUrl,
  apiPath,
  schema,
  fields,
}: {
  request: Request;
  auth: Awaited<ReturnType<typeof requireStaffSession>>;
  /** The screen's own address, where every step but a refused form returns. */
  listUrl: string;
  /** The API's collection: "/faqs"; a row is `${apiPath}/${id}`. */
  apiPath: string;
  schema: ZodTypeAny;
  /** The form's fields, on which the API's refusals are shown. */
  fields: readonly string[];
}) {
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const id = String(formData.get("id") ?? "");
  const rowPath = `${apiPath}/${encodeURIComponent(id)}`;
  const backWith = (ok: boolean, message: string) =>
    adminRedirect(listUrl, auth.session, { type: ok ? "success" : "error", message });

  if (intent === "add" || intent === "edit") {
    const form = intent === "add" ? "add" : id;
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success")
      return adminData({ form, result: submission.reply() }, auth.session, { status: 400 });
    const answer = await adminApi({ request, ...auth }, intent === "add" ? apiPath : rowPath, {
      method: intent === "add" ? "POST" : "PATCH",
      body: submission.value,
    });
    if (answer.status !== 200) {
      return adminData(
        { form, result: replyFromApi(submission, answer, fields), toast: refusalToast(answer) },
        auth.session,
        { status: answer.status },
      );
    }
    return backWith(true, answer.message);
  }
  if (intent === "move") {
    const move = moveSchema.safeParse({ direction: formData.get("direction") });
    if (!move.success) return backWith(false, UNKNOWN_INTENT);
    const answer = await adminApi({ request, ...auth }, `${rowPath}/move`, { method: "POST", body: move.data });
    return backWith(answer.status === 200, answer.message);
  }
  if (intent === "remove") {
    const answer = await adminApi({ request, ...auth }, rowPath, { method: "DELETE" });
    return backWith(answer.status === 200, answer.message);
  }
  return backWith(false, UNKNOWN_INTENT);
}
