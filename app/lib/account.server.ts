import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { addressSchema } from "@api/validation/schemas";
import { ADDRESS_LIST } from "./account";
import type { SavedAddress } from "@api/contract/schemas/addresses";
import { type ApiEnvelope, type ApiFetchOptions, apiFetch } from "./api.server";
import { type SignedIn, expiredSignIn } from "./auth.server";
import { refusalToast } from "./forms.server";
import { safeRedirect } from "./safe-redirect";
import { type ShopSession } from "./session.server";
import { redirectWithToast } from "./responses.server";

/** What requireSignedIn gives an account page: the customer and the session to write to. */
export type Customer = SignedIn & { session: ShopSession };

/**
 * Calls the API as the signed-in customer. A token the API no longer accepts (401: expired,
 * or revoked by a password change elsewhere) ends the sign-in: the shopper signs in again
 * and comes back here.
 */
export async function customerApi<T>(
  request: Request,
  customer: Customer,
  path: string,
  options: Omit<ApiFetchOptions, "token" | "request"> = {},
): Promise<ApiEnvelope<T>> {
  const envelope = await apiFetch<T>(path, { ...options, token: customer.token, request });
  if (envelope.status === 401) throw await expiredSignIn(request, customer.session);
  return envelope;
}

/**
 * The body of a read the page cannot do without. The API answers 404 both for what does not
 * exist and for what belongs to another customer, and so does the page: it never tells
 * which.
 */
export function bodyOrThrow<T>(envelope: ApiEnvelope<T>, what: string): T {
  if (envelope.status === 200) return envelope.body;
  if (envelope.status === 404) throw new Response("Not found", { status: 404 });
  throw new Error(`Could not load ${what}: the API answered ${envelope.status} (${envelope.message})`);
}

export function throwIfNotFound(envelope: ApiEnvelope<unknown>) {
  if (envelope.status === 404) throw new Response("Not found", { status: 404 });
}

/**
 * A refused form (spec 5 and 8): the API's field errors go back under their fields, and its
 * message heads the form unless a field already says it. What the shopper typed is kept by
 * the submission, except `hideFields` (passwords are never sent back into the page).
 */
export function replyWithApiErrors(
  submission: Pick<Submission<unknown>, "reply">,
  envelope: ApiEnvelope<unknown>,
  hideFields?: string[],
) {
  const errors = envelope.errors ?? {};
  const fieldErrors = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]));
  const saidOnAField = Object.values(errors).includes(envelope.message);
  return submission.reply({ fieldErrors, formErrors: saidOnAField ? [] : [envelope.message], hideFields });
}

/**
 * Add and Edit address (spec 4: saving returns to the previous screen). Errors go back under
 * their fields with what was typed; a saved address redirects to `redirectTo` when it is a
 * path on this site (the checkout sends shoppers here), else to the address list.
 */
export async function saveAddress(request: Request, customer: Customer, addressId?: string) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: addressSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });

  const envelope = await customerApi<SavedAddress>(
    request,
    customer,
    addressId ? `/customers/address/${encodeURIComponent(addressId)}` : "/customers/address",
    { method: addressId ? "PUT" : "POST", body: submission.value },
  );
  // Another customer's address id: 404, and nothing was changed.
  throwIfNotFound(envelope);
  if (envelope.status >= 500) throw new Error(`Could not save the address: ${envelope.status} ${envelope.message}`);
  if (envelope.status !== 200)
    return data(
      { result: replyWithApiErrors(submission, envelope), toast: refusalToast(envelope) },
      { status: envelope.status },
    );

  return redirectWithToast(safeRedirect(formData.get("redirectTo"), ADDRESS_LIST), customer.session, {
    type: "success",
    message: envelope.message,
  });
}

/** The page to return to, from ?redirectTo=, when it is a path on this site; else none. */
export function returnPathOf(request: Request) {
  const asked = new URL(request.url).searchParams.get("redirectTo");
  const safe = safeRedirect(asked, "");
  return safe === "" ? undefined : safe;
}
