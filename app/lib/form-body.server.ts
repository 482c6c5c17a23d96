import { data } from "@remix-run/node";

export const FORM_UNREADABLE =
  "This form could not be read, so nothing was changed. Reload the page and send it again.";

/** The answer to a body that is no form (another content type, a cut-off upload): the sender's mistake, 400 with a message. */
export const unreadableForm = () => data({ message: FORM_UNREADABLE }, { status: 400 });

/** A posted form's fields; a body that cannot be read as a form is thrown as 400 (unreadableForm), never a 500. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw unreadableForm();
  }
}
