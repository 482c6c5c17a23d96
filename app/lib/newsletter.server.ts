import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { formSchemas } from "~/components/forms/form-schemas";
import { apiFetch } from "./api.server";
import { refusalToast, replyFromApi } from "./forms.server";
import { checkHoneypot } from "./honeypot.server";
import { safeRedirect } from "./safe-redirect";
import { getSession } from "./session.server";
import { redirectWithToast } from "./responses.server";

/**
 * POST /newsletters for the newsletter block (spec 7). `inline` (set by the block once its
 * JavaScript runs) answers with the API's message for the block to show in place; a plain
 * form post is answered with a redirect back and the message as a toast. A refused address
 * comes back with the error on the field either way.
 */
export async function subscribe(request: Request) {
  const formData = await request.formData();
  checkHoneypot(formData);
  const inline = formData.get("inline") === "1";
  const redirectTo = safeRedirect(formData.get("redirectTo"), "/");

  const submission = parseWithZod(formData, { schema: formSchemas.newsletter });
  if (submission.status !== "success") {
    return data({ form: "newsletter" as const, result: submission.reply(), redirectTo }, { status: 400 });
  }
  const answer = await apiFetch("/newsletters", { method: "POST", body: submission.value, request });
  if (answer.status !== 200) {
    // Spec 8: the server's message, and its errors on the field.
    return data(
      {
        form: "newsletter" as const,
        result: replyFromApi(submission, answer, ["email"]),
        toast: refusalToast(answer),
        redirectTo,
      },
      { status: answer.status },
    );
  }
  // A repeated address is a 200 too, with the API's friendly message.
  if (inline) return data({ form: "newsletter" as const, subscribed: answer.message });
  const session = await getSession(request);
  return redirectWithToast(redirectTo, session, { type: "success", message: answer.message });
}
