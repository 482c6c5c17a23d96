import type { SubmissionResult } from "@conform-to/react";
import { MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";
import { imageUploadFieldsSchema } from "@api/validation/admin-media";
import { parseWithZod, refusalToast, replyFromApi } from "../forms.server";
import type { Toast } from "../toast";
import { adminApi } from "./api.server";
import type { StaffSession } from "./session.server";

/**
 * The most a back-office upload may weigh on its way through the storefront. The API judges the
 * real limit (MEDIA_MAX_UPLOAD_MB, 10 MB by default) and says it in its refusal; this bound only
 * keeps a huge file from filling the storefront's memory before the API has seen it.
 */
export const UPLOAD_PART_LIMIT_BYTES = 32 * 1024 * 1024;
export const FILE_FAR_TOO_LARGE = "This file is far larger than any image the shop accepts. Choose a JPEG, PNG or WebP of at most 10 MB.";

export const isMultipart = (request: Request) => (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");

/**
 * A file form's fields, the file held in memory to pass on to the API. Null when the file was
 * past UPLOAD_PART_LIMIT_BYTES: the caller answers with FILE_FAR_TOO_LARGE on the file's field.
 */
export async function readUploadForm(request: Request): Promise<FormData | null> {
  try {
    return await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: UPLOAD_PART_LIMIT_BYTES }));
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return null;
    throw error;
  }
}

/**
 * An upload form's answer from the API, for an action: null when the API took it (the caller
 * redirects with its toast), else what the form shows — its errors on `image` and `alt`, the
 * description kept — and the refusal's toast and status.
 */
export async function passUploadOn(
  auth: { request: Request; session: StaffSession; token: string },
  apiPath: string,
): Promise<{ ok: true; message: string; formData: FormData } | { ok: false; status: number; result: SubmissionResult<string[]>; toast: Toast; formData: FormData | null }> {
  const formData = await readUploadForm(auth.request);
  if (!formData) {
    return { ok: false, status: 413, result: { status: "error", error: { image: [FILE_FAR_TOO_LARGE] } }, toast: { type: "error", message: FILE_FAR_TOO_LARGE }, formData };
  }
  const submission = parseWithZod(formData, { schema: imageUploadFieldsSchema });
  const answer = await adminApi(auth, apiPath, { method: "POST", body: formData });
  if (answer.status === 200) return { ok: true, message: answer.message, formData };
  const result = replyFromApi(submission, answer, ["image", "alt"], ["image"]) as SubmissionResult<string[]>;
  return { ok: false, status: answer.status, result, toast: refusalToast(answer), formData };
}
