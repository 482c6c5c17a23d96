import { MaxPartSizeExceededError, data, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";
import { type StaffRole, can } from "@api/validation/staff-roles";
import { isMultipart } from "../uploads.server";

export const NOT_A_FILE_POST = "Choose a CSV file and send it with this page's buttons.";

/**
 * An import screen's post: its multipart form held in memory up to `maxPartSize`, or why it is
 * refused: a file over the cap (413), or a post that is not a file form at all (400), which the
 * form parser would otherwise throw as a 500.
 */
export async function readImportForm(request: Request, maxPartSize: number, tooLarge: string): Promise<{ form: FormData } | { refused: string; status: 400 | 413 }> {
  if (!isMultipart(request)) return { refused: NOT_A_FILE_POST, status: 400 };
  try {
    return { form: await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize })) };
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return { refused: tooLarge, status: 413 };
    return { refused: NOT_A_FILE_POST, status: 400 };
  }
}

/**
 * Imports are catalogue work: a role without it is told so (403) rather than shown a form the API
 * would refuse. The screens check it themselves because their page asks the API nothing.
 */
export function requireImportRole(role: StaffRole, what: string) {
  if (!can(role, "catalogue.manage")) throw data({ message: `Your role cannot import ${what}: ask the owner or a catalogue manager.` }, { status: 403 });
}
