import { pincodeField } from "@api/validation/fields";
import { z } from "zod";
import { ApiUnavailableError, apiFetch } from "./api.server";
import { dataWithSession, redirectWithSession } from "./responses.server";
import { type ShopSession, getSession } from "./session.server";

export type CheckedPincode = { pincode: string; message: string };

/** The answer of one delivery check: the API's message, or the line to show under the field. */
export type PincodeCheck = ({ ok: true } & CheckedPincode) | { ok: false; pincode: string; error: string };

const UNAVAILABLE = "We could not check this pincode just now. Please try again in a moment.";

const field = z.object({ pincode: pincodeField() });
const saved = field.extend({ message: z.string().min(1) });

/**
 * Asks the API whether it delivers to a pincode (spec 7). The six-digit rule is checked
 * here first, with the API's own field rule, so only a well-formed pincode goes into the URL.
 */
export async function checkPincode(raw: string, request: Request): Promise<PincodeCheck> {
  const parsed = field.safeParse({ pincode: raw });
  if (!parsed.success) return { ok: false, pincode: raw, error: parsed.error.issues[0].message };
  const { pincode } = parsed.data;
  try {
    const answer = await apiFetch<unknown>(`/pincodes/checkDelivery/${pincode}`, { request });
    if (answer.status === 200) return { ok: true, pincode, message: answer.message };
    return { ok: false, pincode, error: answer.errors.pincode ?? answer.message };
  } catch (error) {
    if (error instanceof ApiUnavailableError) return { ok: false, pincode, error: UNAVAILABLE };
    throw error;
  }
}

/**
 * Keeps a served pincode for the rest of the visit (the cart needs it, spec 5) and forgets
 * the stored one when a check fails, as the old shop did.
 */
export function rememberPincode(session: ShopSession, check: PincodeCheck) {
  if (check.ok) session.set("pincode", { pincode: check.pincode, message: check.message });
  else session.unset("pincode");
}

/** The remembered pincode; a value some older deploy stored in another shape counts as none. */
export function savedPincode(session: ShopSession): CheckedPincode | null {
  const parsed = saved.safeParse(session.get("pincode"));
  return parsed.success ? parsed.data : null;
}

/**
 * intent=check-pincode, on every page with the delivery check (product pages, /wishlist): a
 * served pincode is remembered and the page drawn again (post/redirect/get, so a reload does
 * not repeat the check); one that fails comes back with the reason for under the field.
 */
export async function checkDelivery(request: Request, form: FormData) {
  const session = await getSession(request);
  const check = await checkPincode(String(form.get("pincode") ?? ""), request);
  rememberPincode(session, check);
  if (check.ok) {
    const url = new URL(request.url);
    return redirectWithSession(`${url.pathname}${url.search}`, session);
  }
  return dataWithSession({ pincodeCheck: { pincode: check.pincode, error: check.error } }, session, { status: 400 });
}
