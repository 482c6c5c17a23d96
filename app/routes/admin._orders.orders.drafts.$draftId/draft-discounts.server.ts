import { type DraftAction, formText } from "./draft-action.server";
import { saveDraft } from "./save-draft.server";

/** Applies the coupon typed; an empty code removes it. */
export function applyCoupon(action: DraftAction) {
  return saveDraft(action, (body) => {
    body.couponCode = formText(action.formData, "couponCode") || null;
  });
}

/** Sets the discount by hand and its reason; empty, there is none. */
export function setManualDiscount(action: DraftAction) {
  return saveDraft(action, (body) => {
    // Sent as typed: the API's rupee rule names what is wrong with it.
    body.manualDiscount = formText(action.formData, "manualDiscount") || null;
    body.manualDiscountReason = formText(action.formData, "manualDiscountReason") || null;
  });
}
