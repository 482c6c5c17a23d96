/** What the development-only routes answer (never in production). */
import { z } from "@hono/zod-openapi";
import { ORDER_STATUSES } from "@api/validation/order-states";

/** A message the embedded SMS/email stand-in would have sent. */
export const outboxMessageSchema = z
  .object({
    _id: z.string(),
    channel: z.enum(["sms", "email", "whatsapp"]),
    to: z.string(),
    subject: z.string().openapi({ description: "Empty for an SMS or WhatsApp message" }),
    body: z.string(),
    createdAt: z.string().datetime(),
  })
  .openapi("OutboxMessage");

export const expiredPaymentSchema = z.object({
  released: z.number().int().min(0).openapi({ description: "Unpaid orders whose hold the sweep released" }),
  orderStatus: z.enum(ORDER_STATUSES),
});
