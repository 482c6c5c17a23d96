import type { SubmissionResult } from "@conform-to/react";
import { imageUploadFieldsSchema } from "@api/validation/admin-media";
import { parseWithZod, refusalToast, replyFromApi } from "../forms.server";
import type { Toast } from "../toast";
import { FILE_FAR_TOO_LARGE, readUploadForm } from "../uploads.server";
import { adminApi } from "./api.server";
import { adminData, adminRedirect } from "./responses.server";
import { type StaffSession, requireStaffSession } from "./session.server";

/**
 * An upload form's answer from the API, for an action: null when the API took it (the caller
 * redirects with its toast), else what the form shows — its errors on `image` and `alt`, the
 * description kept — and the refusal's toast and status.
 */
export async function passUploadOn(
  auth: { request: Request; session: StaffSession; token: string },
  apiPath: string,
): Promise<
  | { ok: true; message: string; formData: FormData }
  | { ok: false; status: number; result: SubmissionResult<string[]>; toast: Toast; formData: FormData | null }
> {
  const formData = await readUploadForm(auth.request);
  if (!formData) {
    return {
      ok: false,
      status: 413,
      result: { status: "error", error: { image: [FILE_FAR_TOO_LARGE] } },
      toast: { type: "error", message: FILE_FAR_TOO_LARGE },
      formData,
    };
  }
  const submission = parseWithZod(formData, { schema: imageUploadFieldsSchema });
  const answer = await adminApi(auth, apiPath, { method: "POST", body: formData });
  if (answer.status === 200) return { ok: true, message: answer.message, formData };
  const result = replyFromApi(submission, answer, ["image", "alt"], ["image"]) as SubmissionResult<string[]>;
  return { ok: false, status: answer.status, result, toast: refusalToast(answer), formData };
}

/**
 * The action of a page that replaces one picture: the upload goes on to `apiPath`; once the API
 * takes it the page goes to `done` with its message, else the form shows the refusal.
 */
export async function replacePicture(request: Request, apiPath: string, done: string) {
  const auth = await requireStaffSession(request);
  const upload = await passUploadOn({ request, ...auth }, apiPath);
  if (upload.ok) return adminRedirect(done, auth.session, { type: "success", message: upload.message });
  return adminData({ result: upload.result, toast: upload.toast }, auth.session, { status: upload.status });
}
