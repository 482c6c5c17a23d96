import { pincodeField } from "@api/validation/fields";
import { z } from "zod";
import { ApiUnavailableError, apiFetch } from "./api.server";
import type { DeliveryArea } from "@api/contract/schemas/delivery";
import { type DeliveryNote, deliveryNote } from "./delivery-estimate";
import { dataWithSession, redirectWithSession } from "./responses.server";
import { type ShopSession, getSession } from "./session.server";

/** A served pincode, as the session keeps it: its answer is asked again whenever a page shows it. */
export type CheckedPincode = { pincode: string };

/** The answer of one delivery check: the API's message and area, or the line to show under the field. */
export type PincodeCheck =
  ({ ok: true; message: string; area: DeliveryArea } & CheckedPincode) | { ok: false; pincode: string; error: string };

/** What the delivery check shows for the remembered pincode: today's answer, or why it is not served now. */
export type PincodeStatus = CheckedPincode & ({ ok: true; note: DeliveryNote } | { ok: false; error: string });

const UNAVAILABLE = "We could not check this pincode just now. Please try again in a moment.";

const field = z.object({ pincode: pincodeField() });

/**
 * Asks the API whether it delivers to a pincode (spec 7). The six-digit rule is checked
 * here first, with the API's own field rule, so only a well-formed pincode goes into the URL.
 * `shared` lets the pages that only show a remembered pincode share the storefront's short-lived
 * copy of the answer; a shopper's own check always asks the API.
 */
async function checkPincode(raw: string, request: Request, { shared = false } = {}): Promise<PincodeCheck> {
  const parsed = field.safeParse({ pincode: raw });
  if (!parsed.success) return { ok: false, pincode: raw, error: parsed.error.issues[0].message };
  const { pincode } = parsed.data;
  try {
    const answer = await apiFetch<DeliveryArea>(`/pincodes/checkDelivery/${pincode}`, { request, shared });
    if (answer.status === 200) return { ok: true, pincode, message: answer.message, area: answer.body };
    return { ok: false, pincode, error: answer.errors.pincode ?? answer.message };
  } catch (error) {
    if (error instanceof ApiUnavailableError) return { ok: false, pincode, error: UNAVAILABLE };
    throw error;
  }
}

/**
 * Keeps a served pincode for the rest of the visit (the cart needs it, spec 5) and forgets
 * the stored one when a check fails, as the old shop did. Only the pincode is kept: a stored
 * answer would keep yesterday's delivery date and an area the back office has since switched off.
 */
function rememberPincode(session: ShopSession, check: PincodeCheck) {
  if (check.ok) session.set("pincode", { pincode: check.pincode });
  else session.unset("pincode");
}

/** The remembered pincode; a value some older deploy stored in another shape counts as none. */
export function savedPincode(session: ShopSession): CheckedPincode | null {
  const parsed = field.safeParse(session.get("pincode"));
  return parsed.success ? { pincode: parsed.data.pincode } : null;
}

/**
 * The remembered pincode's answer as of now, for the delivery check on the page being drawn: the
 * back office's changes (an estimate, cash on delivery, a switched-off area) show within the
 * storefront's cache time, and the date counts from today.
 */
export async function pincodeStatus(
  session: ShopSession,
  request: Request,
  now = new Date(),
): Promise<PincodeStatus | null> {
  const saved = savedPincode(session);
  if (!saved) return null;
  const check = await checkPincode(saved.pincode, request, { shared: true });
  if (!check.ok) return { pincode: saved.pincode, ok: false, error: check.error };
  return { pincode: saved.pincode, ok: true, note: deliveryNote(check.message, check.area, now) };
}

/**
 * Whether the remembered pincode is still served, for adding to the cart (spec 5): one the back
 * office has switched off since is forgotten, so the shopper is asked for a pincode again. When the
 * API cannot be asked the pincode stands; placing the order checks it again.
 */
export async function stillServed(session: ShopSession, request: Request) {
  const saved = savedPincode(session);
  if (!saved) return false;
  const check = await checkPincode(saved.pincode, request, { shared: true });
  if (check.ok || check.error === UNAVAILABLE) return true;
  session.unset("pincode");
  return false;
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
