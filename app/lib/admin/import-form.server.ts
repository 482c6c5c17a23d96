import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import { isMultipart } from "../uploads.server";

const NOT_A_FILE_POST = "Choose a CSV file and send it with this page's buttons.";

/**
 * An import screen's post: its multipart form held in memory up to `maxPartSize`, or why it is
 * refused: a file over the cap (413), or a post that is not a file form at all (400), which the
 * form parser would otherwise throw as a 500.
 */
export async function readImportForm(
  request: Request,
  maxPartSize: number,
  tooLarge: string,
): Promise<{ form: FormData } | { refused: string; status: 400 | 413 }> {
  if (!isMultipart(request)) return { refused: NOT_A_FILE_POST, status: 400 };
  try {
    return {
      form: await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize })),
    };
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return { refused: tooLarge, status: 413 };
    return { refused: NOT_A_FILE_POST, status: 400 };
  }
}
