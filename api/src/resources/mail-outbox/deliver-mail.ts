/**
 * The delivering half of the mail outbox (queue-mail.ts writes the rows), as the order messages'
 * outbox does it: rows are claimed with SKIP LOCKED so two instances never send one twice, a failed
 * send waits longer each time (10 s, 30 s, 90 s ... up to an hour) and is given up after
 * MAX_ATTEMPTS, and a claim left by a process that died mid-send is taken over after STALE_CLAIM_MS.
 */
import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import { mailOutbox } from "@api/db/schema";
import { MAX_ATTEMPTS, STALE_CLAIM_MS, retryDelayMs } from "../order-messages/deliver-order-messages";

const BATCH = 20;

type DeliveryDeps = Pick<AppDeps, "db" | "clock" | "messenger" | "logger">;

async function claim(deps: DeliveryDeps, now: Date, limit: number) {
  const due = deps.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, now)),
        and(eq(mailOutbox.status, "sending"), lte(mailOutbox.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS))),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return deps.db
    .update(mailOutbox)
    .set({ status: "sending", claimedAt: now, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Sends the emails that are due, at most `limit`; tests call it to deliver synchronously. */
export async function deliverMail(deps: DeliveryDeps, limit = BATCH) {
  const now = deps.clock.now();
  const claimed = await claim(deps, now, limit);
  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    try {
      if (row.attempts > MAX_ATTEMPTS) throw new Error("Gave up: its sender stopped mid-send too often");
      await deps.messenger.send({
        channel: "email",
        to: row.recipient,
        subject: row.subject,
        body: row.body,
        headers: row.headers,
      });
      await deps.db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: deps.clock.now(), claimedAt: null, lastError: null })
        .where(eq(mailOutbox.id, row.id));
      sent += 1;
    } catch (err) {
      failed += 1;
      const givenUp = row.attempts >= MAX_ATTEMPTS;
      const error = err instanceof Error ? err.message.slice(0, 500) : "send failed";
      await deps.db
        .update(mailOutbox)
        .set({
          status: givenUp ? "failed" : "pending",
          claimedAt: null,
          lastError: error,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
        })
        .where(eq(mailOutbox.id, row.id));
      deps.logger.error(givenUp ? "mail_outbox.given_up" : "mail_outbox.failed", {
        mailId: row.id,
        kind: row.kind,
        attempts: row.attempts,
        error,
      });
    }
  }
  return { claimed: claimed.length, sent, failed };
}
