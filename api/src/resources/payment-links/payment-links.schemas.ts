import { z } from "@hono/zod-openapi";
import { requiredText } from "@api/validation/fields";

const token = z.string().openapi({ description: "The signed token of the link staff sent" });

export const tokenParam = z.object({ token });

export const linkVerifySchema = z.object({
  razorpayPaymentId: requiredText("Payment id", 100),
  razorpayOrderId: requiredText("Order id", 100),
  razorpaySignature: requiredText("Signature", 200),
});
