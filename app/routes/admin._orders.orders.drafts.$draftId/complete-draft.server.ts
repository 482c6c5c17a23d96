import { adminRedirect } from "~/lib/admin/responses.server";
import { type DraftAction, draftPath, formText } from "./draft-action.server";
import type { draftLinkSentSchema, draftPlacedSchema } from "@api/contract/schemas/admin-draft-orders";
import type { z } from "zod";

/** Places the draft as a cash-on-delivery order and opens that order. */
export async function placeCashOnDelivery(action: DraftAction) {
  const answer = await action.call<z.output<typeof draftPlacedSchema>>(`${draftPath(action.id)}/place`, "POST", {
    version: action.version,
  });
  if (answer.status !== 200) return action.refused(answer);
  return adminRedirect(`/admin/orders/${answer.body.orderId}`, action.auth.session, {
    type: "success",
    message: answer.message,
  });
}

/** Sends the customer a payment link by the channel chosen (again, once a link has expired). */
export async function sendPaymentLink(action: DraftAction) {
  const answer = await action.call<z.output<typeof draftLinkSentSchema>>(
    `${draftPath(action.id)}/payment-link`,
    "POST",
    {
      version: action.version,
      channel: formText(action.formData, "channel"),
    },
  );
  if (answer.status !== 200) return action.refused(answer);
  return adminRedirect(action.here, action.auth.session, { type: "success", message: answer.message });
}
