/**
 * The delivering half of the shopper notifications' outbox (queue-order-messages.ts writes the
 * rows). Rows are claimed before they are sent (UPDATE ... WHERE id IN (SELECT ... FOR UPDATE
 * SKIP LOCKED)), so two API instances draining at once never take the same row. A failed send is
 * tried again later with a growing wait, up to MAX_ATTEMPTS. Delivery is at least once: a claim
 * left by a process that died mid-send is taken over after STALE_CLAIM_MS (docs/decisions/messages.md, 7).
 */
import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import { orderMessages, orders } from "@api/db/schema";
import { codConfirmationToken } from "../cod-confirmation/cod-link";
import type { OrderRow } from "../customer-orders/order-view";
import { orderMessageText } from "./order-message-text";

export const MAX_ATTEMPTS = 8;
/** Longer than any send may take (the adapters give up after 10 s). */
export const STALE_CLAIM_MS = 5 * 60_000;
const BATCH = 20;

/** 10 s, 30 s, 90 s, ... up to an hour between tries. */
export const retryDelayMs = (attempts: number) => Math.min(10_000 * 3 ** (attempts - 1), 3_600_000);

type DeliveryDeps = Pick<AppDeps, "db" | "clock" | "env" | "messenger" | "logger">;

/** The shop's page that confirms a COD order. */
const codConfirmationUrl = (env: AppDeps["env"], order: Pick<OrderRow, "orderId" | "createdAt">) =>
  `${env.STOREFRONT_URL}/confirm-order/${codConfirmationToken(env.ORDER_LINK_SECRET, order.orderId, order.createdAt)}`;

/** The order's page in My Account: its "Pay now" for an order awaiting payment. */
const orderPageUrl = (env: AppDeps["env"], order: Pick<OrderRow, "orderId">) =>
  `${env.STOREFRONT_URL}/my-account/orderDetails/${encodeURIComponent(order.orderId)}`;

const trackingUrl = (env: AppDeps["env"], order: OrderRow) =>
  order.trackingUrl ?? `${env.STOREFRONT_URL}/order-tracking?orderId=${encodeURIComponent(order.orderId)}`;

async function claim(deps: DeliveryDeps, now: Date, limit: number) {
  const due = deps.db
    .select({ id: orderMessages.id })
    .from(orderMessages)
    .where(
      or(
        and(eq(orderMessages.status, "pending"), lte(orderMessages.nextAttemptAt, now)),
        and(
          eq(orderMessages.status, "sending"),
          lte(orderMessages.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
        ),
      ),
    )
    .orderBy(asc(orderMessages.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return (
    deps.db
      .update(orderMessages)
      // Counted when claimed, so a message that kills its sender mid-send still runs out of tries.
      .set({ status: "sending", claimedAt: now, attempts: sql`${orderMessages.attempts} + 1` })
      .where(inArray(orderMessages.id, due))
      .returning()
  );
}

/**
 * Sends the messages that are due, at most `limit`; returns how many were claimed, sent and
 * failed (to be tried again, or given up). Tests call it to deliver synchronously.
 */
export async function deliverOrderMessages(deps: DeliveryDeps, limit = BATCH) {
  const now = deps.clock.now();
  const claimed = await claim(deps, now, limit);
  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    const attempts = row.attempts;
    try {
      if (attempts > MAX_ATTEMPTS) throw new Error("Gave up: its sender stopped mid-send too often");
      const [order] = await deps.db.select().from(orders).where(eq(orders.id, row.orderId));
      const text = orderMessageText(
        order,
        row.event,
        {
          tracking: trackingUrl(deps.env, order),
          codConfirmation: codConfirmationUrl(deps.env, order),
          order: orderPageUrl(deps.env, order),
          cart: `${deps.env.STOREFRONT_URL}/cart`,
        },
        row.details,
      );
      await deps.messenger.send({
        channel: row.channel,
        to: row.recipient,
        subject: text.subject,
        body: text.body,
        template: row.channel === "whatsapp" ? text.template : undefined,
      });
      await deps.db
        .update(orderMessages)
        .set({ status: "sent", body: text.body, sentAt: deps.clock.now(), claimedAt: null, lastError: null })
        .where(eq(orderMessages.id, row.id));
      sent += 1;
    } catch (err) {
      failed += 1;
      const givenUp = attempts >= MAX_ATTEMPTS;
      // Errors name the provider's status, never the message (it holds the confirmation link).
      const error = err instanceof Error ? err.message.slice(0, 500) : "send failed";
      await deps.db
        .update(orderMessages)
        .set({
          status: givenUp ? "failed" : "pending",
          claimedAt: null,
          lastError: error,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        })
        .where(eq(orderMessages.id, row.id));
      deps.logger.error(givenUp ? "order_messages.given_up" : "order_messages.failed", {
        messageId: row.id,
        orderId: row.orderId,
        channel: row.channel,
        event: row.event,
        attempts,
        error,
      });
    }
  }
  return { claimed: claimed.length, sent, failed };
}
