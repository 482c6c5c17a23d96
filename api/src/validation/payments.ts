import { z } from "zod";
import { optionalText, requiredText } from "./fields";

const optionalUrl = z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().max(2000).optional());

export const createPaymentSchema = z.object({
  amount: z.coerce
    .number({ invalid_type_error: "Amount is a required field" })
    .finite("Amount must be a number")
    .min(0, "Amount must be a number"),
  orderId: requiredText("Order", 64),
  callbackUrl: optionalUrl,
  cancelUrl: optionalUrl,
});

export const verifySchema = z.object({
  razorpayPaymentId: requiredText("Payment id", 100),
  razorpayOrderId: requiredText("Order id", 100),
  razorpaySignature: requiredText("Signature", 200),
  /** The shop's order (_id or orderId) the callback was addressed to, when known: it must be the paid one. */
  orderId: optionalText("Order", 64),
});

export const failedSchema = z.object({
  /** The shop's order, _id or orderId. */
  orderId: requiredText("Order", 64),
  reason: optionalText("Reason", 500),
});
