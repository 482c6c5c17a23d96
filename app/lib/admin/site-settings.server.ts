/**
 * The home page's and the shop's settings forms (api/src/validation/site-settings.ts) for the
 * admin routes' actions, so zod stays out of the browser code; and the one step the slide, banner
 * and popup forms share: a picture chosen in the form is uploaded (/v1/admin/media) before the
 * words are saved with it.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { ZodTypeAny } from "zod";
import type { StoredImage } from "~/lib/api-types";
import { parseWithZod, refusalToast, replyFromApi } from "../forms.server";
import type { Toast } from "../toast";
import { adminApi } from "./api.server";
import type { StaffSession } from "./session.server";
import { FILE_FAR_TOO_LARGE, readUploadForm } from "../uploads.server";

export {
  homeItemFormSchema,
  homeItemRequirements,
  popupFormSchema,
  shopSettingsSaveSchema,
} from "@api/validation/site-settings";

type Auth = { request: Request; session: StaffSession; token: string };
type Refused = { ok: false; status: number; result: SubmissionResult<string[]>; toast?: Toast };

/**
 * Reads a picture-and-words form, checks the words, uploads the picture when one was chosen, then
 * sends both to `path`. The words are checked before the upload so a refused form stores no file.
 * A refusal keeps what was typed (a browser cannot be handed a file back: it is chosen again).
 */
export async function savePictureForm<T>(
  auth: Auth,
  {
    schema,
    fields,
    path,
    method,
  }: { schema: ZodTypeAny; fields: readonly string[]; path: string; method: "POST" | "PUT" },
): Promise<{ ok: true; message: string; body: T } | Refused> {
  const formData = await readUploadForm(auth.request);
  if (!formData)
    return {
      ok: false,
      status: 413,
      result: { status: "error", error: { image: [FILE_FAR_TOO_LARGE] } },
      toast: { type: "error", message: FILE_FAR_TOO_LARGE },
    };
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success")
    return {
      ok: false,
      status: 400,
      result: submission.reply({ hideFields: ["image"] }) as SubmissionResult<string[]>,
    };
  const refused = (answer: { status: number; message: string; errors: Record<string, string> }): Refused => ({
    ok: false,
    status: answer.status,
    result: replyFromApi(submission, answer, [...fields, "image"], ["image"]) as SubmissionResult<string[]>,
    toast: refusalToast(answer),
  });

  let image: StoredImage | undefined;
  const file = formData.get("image");
  if (file instanceof File && file.size > 0) {
    const upload = new FormData();
    upload.set("image", file);
    upload.set("alt", String(formData.get("alt") ?? ""));
    const uploaded = await adminApi<StoredImage>(auth, "/media", { method: "POST", body: upload });
    if (uploaded.status !== 200) return refused(uploaded);
    image = uploaded.body;
  }
  const answer = await adminApi<T>(auth, path, { method, body: { ...(submission.value as object), image } });
  if (answer.status !== 200) return refused(answer);
  return { ok: true, message: answer.message, body: answer.body };
}
