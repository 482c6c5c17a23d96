/**
 * A partial refund from the back office (issue 15): an amount in rupees and the reason, kept
 * with the refund and on the order's timeline. Shared by the API and the refund screen's action.
 */
import { z } from "zod";
import { rupees } from "./admin-products";
import { requiredText } from "./fields";

const REFUND_REASON_MAX = 500;

export const partialRefundSchema = z.object({
  amount: rupees("Amount"),
  reason: requiredText("Reason", REFUND_REASON_MAX),
});
