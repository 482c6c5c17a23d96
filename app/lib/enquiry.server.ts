/**
 * The action behind every enquiry form (contact, dealer, project, the short enquiry): one
 * POST /inquires each, told apart by the fields the API reads (spec 7).
 */
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { ZodTypeAny } from "zod";
import { formSchemas } from "~/components/forms/form-schemas";
import { apiFetch } from "./api.server";
import { getSignedIn } from "./auth.server";
import { replyFromApi } from "./forms.server";
import { checkHoneypot } from "./honeypot.server";
import { getSession } from "./session.server";
import { redirectWithToast } from "./responses.server";

export type EnquiryForm = "contact" | "dealer" | "project" | "enquiry";

type Values = Record<string, unknown>;

/**
 * The API's payload for a parsed form: the dealer and project forms name their type, and
 * the project form's ticked interests travel comma-joined as `intrests` (spec 3).
 */
export function enquiryPayload(form: EnquiryForm, values: Values): Values {
  switch (form) {
    case "dealer":
      return { ...values, inquiryType: "BECOME_MEMBER" };
    case "project": {
      const { intrests, ...rest } = values;
      const ticked = Array.isArray(intrests) ? intrests : [];
      return { ...rest, ...(ticked.length > 0 ? { intrests: ticked.join(",") } : {}), inquiryType: "PROJECT" };
    }
    default:
      return values;
  }
}

/**
 * Checks the honeypot (a filled or missing trap is a 400 and nothing reaches the API),
 * parses with the shared schema, sends, and answers: success is a redirect to `redirectTo`
 * with the API's message as a toast (post/redirect/get: the form comes back empty and a
 * reload sends nothing twice); a refusal comes back to the form with the errors on their
 * fields and what the shopper typed.
 */
export async function sendEnquiry(
  request: Request,
  formData: FormData,
  form: EnquiryForm,
  { redirectTo, extend }: { redirectTo: string; extend?: (values: Values) => Values },
) {
  checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: formSchemas[form] as ZodTypeAny });
  if (submission.status !== "success") {
    return data({ form, result: submission.reply() }, { status: 400 });
  }
  const payload = enquiryPayload(form, extend ? extend(submission.value) : submission.value);
  // A signed-in shopper's enquiry is kept with their account (My enquiries); the form works signed out too.
  const signedIn = await getSignedIn(request);
  const answer = await apiFetch("/inquires", { method: "POST", body: payload, request, token: signedIn?.token });
  if (answer.status !== 200) {
    const fields = Object.keys(formSchemas[form].shape);
    return data({ form, result: replyFromApi(submission, answer, fields) }, { status: answer.status });
  }
  const session = await getSession(request);
  return redirectWithToast(redirectTo, session, { type: "success", message: answer.message });
}
