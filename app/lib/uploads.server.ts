import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import { unreadableForm } from "./form-body.server";

/**
 * The most an upload (a back-office image or CSV, a return's photo) may weigh on its way through
 * the storefront. The API judges the real limit (MEDIA_MAX_UPLOAD_MB, 10 MB by default) and says it
 * in its refusal; this bound only keeps a huge file from filling the storefront's memory before the
 * API has seen it.
 */
export const UPLOAD_PART_LIMIT_BYTES = 32 * 1024 * 1024;
export const FILE_FAR_TOO_LARGE =
  "This file is far larger than any image the shop accepts. Choose a JPEG, PNG or WebP of at most 10 MB.";

export const isMultipart = (request: Request) =>
  (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");

/**
 * A file form's fields, the file held in memory to pass on to the API. Null when the file was
 * past UPLOAD_PART_LIMIT_BYTES: the caller answers with FILE_FAR_TOO_LARGE on the file's field. A
 * body that is no multipart form, or is cut off, is thrown as 400 (unreadableForm).
 */
export async function readUploadForm(request: Request): Promise<FormData | null> {
  try {
    return await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: UPLOAD_PART_LIMIT_BYTES }),
    );
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return null;
    throw unreadableForm();
  }
}
