import type { SubmissionResult } from "@conform-to/react";
import type { DraftAddress, DraftDetail } from "~/admin/orders/drafts/draft-options";
import { adminRedirect } from "~/lib/admin/responses.server";
import { refusalToast } from "~/lib/forms.server";
import { type DraftAction, type Refusal, draftPath } from "./draft-action.server";

/** The whole draft as the API saves it (PUT). */
export type DraftBody = {
  version: number;
  lines: { product: string; productColor?: string | null; productSize?: string | null; quantity: number }[];
  shippingAddress: DraftAddress | null;
  addressId?: string;
  couponCode: string | null;
  manualDiscount: number | string | null;
  manualDiscountReason: string | null;
};

/** The form's own errors from the API's refusal, for a form that conform checks. */
type Reply = (answer: Refusal) => SubmissionResult<string[]> | null;

/**
 * Each part of the draft is its own small form (a line, the address, the coupon...), so every
 * step works without JavaScript. A change reads the draft as it stands, changes that part and
 * saves the whole, with the version the page was loaded at: a colleague's change in between is
 * refused, not overwritten. The API checks it all as checkout does.
 */
export async function saveDraft(action: DraftAction, change: (body: DraftBody) => void, reply: Reply = () => null) {
  const { auth, id, here } = action;
  const current = await action.read<DraftDetail>(draftPath(id));
  if (current.status !== 200) return adminRedirect("/admin/orders/drafts", auth.session, refusalToast(current));
  const draft = current.body;
  const body: DraftBody = {
    version: action.version,
    lines: draft.lines.map((l) => ({
      product: l.product,
      productColor: l.productColor,
      productSize: l.productSize,
      quantity: l.quantity,
    })),
    shippingAddress: draft.shippingAddress,
    couponCode: draft.couponCode,
    manualDiscount: draft.manualDiscount || null,
    manualDiscountReason: draft.manualDiscountReason,
  };
  change(body);
  const answer = await action.call<DraftDetail>(draftPath(id), "PUT", body);
  if (answer.status !== 200) return action.refused(answer, reply(answer));
  return adminRedirect(here, auth.session, { type: "success", message: answer.message });
}
