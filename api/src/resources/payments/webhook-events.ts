import type { Tx } from "@api/db/client";
import { paymentWebhookEvents } from "@api/db/schema";

/**
 * Notes a webhook event as handled, in the transaction that handles it. Answers false when the
 * event was handled before: a replay changes nothing.
 */
export async function firstDelivery(tx: Tx, eventId: string, event: string, receivedAt: Date) {
  const fresh = await tx
    .insert(paymentWebhookEvents)
    .values({ eventId, event, receivedAt })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return fresh.length > 0;
}
