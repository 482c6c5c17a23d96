/**
 * The newsletter's subscribers as a shopper changes them: subscribing (or coming back) with the
 * welcome email, finding the subscriber an unsubscribe link names, unsubscribing.
 */
import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "@api/db/client";
import { newsletterSubscribers } from "@api/db/schema";
import { newId } from "@api/lib/ids";
import { type QueuedMail, queueMail } from "../mail-outbox/queue-mail";

/**
 * Subscribes an address, or subscribes it again after it unsubscribed, and writes the welcome email
 * to the mail outbox in the same transaction. Whether it was welcomed (false: already subscribed).
 */
export async function subscribeAddress(
  db: Db,
  email: string,
  now: Date,
  welcome: (subscriberId: string) => QueuedMail,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .for("update");
    if (current && !current.unsubscribedAt) return false;
    let subscriberId = current?.id;
    if (current) {
      await tx
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: null })
        .where(eq(newsletterSubscribers.id, current.id));
    } else {
      const inserted = await tx
        .insert(newsletterSubscribers)
        .values({ id: newId(), email, createdAt: now })
        .onConflictDoNothing({ target: newsletterSubscribers.email })
        .returning({ id: newsletterSubscribers.id });
      // Another request subscribed the same address a moment ago: it sends the welcome.
      if (inserted.length === 0) return false;
      subscriberId = inserted[0].id;
    }
    await queueMail(tx, welcome(subscriberId!), now);
    return true;
  });
}

export async function subscriberById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  return row;
}

export async function markUnsubscribed(db: DbOrTx, id: string, now: Date) {
  await db.update(newsletterSubscribers).set({ unsubscribedAt: now }).where(eq(newsletterSubscribers.id, id));
}
