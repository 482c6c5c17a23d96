import { addressSchema } from "~/lib/admin/forms.server";
import { parseWithZod, replyFromApi } from "~/lib/forms.server";
import { type DraftAction, formText } from "./draft-action.server";
import { saveDraft } from "./save-draft.server";

const ADDRESS_FIELDS = [
  "name",
  "mobile",
  "email",
  "address",
  "landmark",
  "locality",
  "country",
  "state",
  "city",
  "pincode",
] as const;

/** Delivers to one of the customer's saved addresses. */
export function deliverToSavedAddress(action: DraftAction) {
  return saveDraft(action, (body) => {
    body.addressId = formText(action.formData, "addressId");
  });
}

/** Delivers to the address typed, checked by the shop's address rules before it is sent. */
export async function deliverToTypedAddress(action: DraftAction) {
  const submission = parseWithZod(action.formData, { schema: addressSchema });
  if (submission.status !== "success") {
    const result = submission.reply();
    const message = Object.values(result.error ?? {}).flat()[0] ?? "Please check the address.";
    return action.refused({ status: 400, message, errors: {} }, result);
  }
  const typed = submission.value;
  return saveDraft(
    action,
    (body) => {
      body.shippingAddress = { ...typed, landmark: typed.landmark ?? "", locality: typed.locality ?? "" };
    },
    (answer) => replyFromApi(submission, answer, ADDRESS_FIELDS),
  );
}
