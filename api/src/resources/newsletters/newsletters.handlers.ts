import { eq } from "drizzle-orm";
import { z } from "zod";
import { newsletterSubscribers } from "@api/db/schema";
import { ApiError, ok } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import type { ValidatedContext } from "@api/lib/validation";
import { newsletterSchema } from "@api/validation/schemas";
import { queueMail } from "../mail-outbox/queue-mail";
import { newsletterMail, readUnsubscribeToken } from "./unsubscribe-link";

export const SUBSCRIBED = "Thank you for subscribing! Look out for your member discount in your inbox.";
export const ALREADY_SUBSCRIBED = "You are already subscribed. Thank you for staying with us!";
export const UNSUBSCRIBED = "You are unsubscribed: we will send you no more newsletters.";
export const BAD_UNSUBSCRIBE_LINK =
  "This unsubscribe link is not valid. Copy the whole link from the email, or write to us and we will unsubscribe you.";

export const WELCOME_SUBJECT = "Welcome to the Woodnest newsletter";
const WELCOME_TEXT = [
  "Thank you for subscribing to the Woodnest newsletter.",
  "",
  "We will write when new collections arrive and when there are offers worth knowing about: never more than a few times a month.",
].join("\n");

/**
 * A repeated address is good news for the shopper, not an error. A new subscriber (or one coming
 * back after unsubscribing) gets the welcome email, the first newsletter email, with its
 * unsubscribe link: written to the mail outbox in the same transaction.
 */
export async function subscribe(c: ValidatedContext<{ json: typeof newsletterSchema }>) {
  const { email } = c.req.valid("json");
  const { db, clock, env } = c.get("deps");
  const now = clock.now();
  const welcomed = await db.transaction(async (tx) => {
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
    const mail = newsletterMail(env, subscriberId!, WELCOME_TEXT);
    await queueMail(tx, { kind: "newsletter_welcome", to: email, subject: WELCOME_SUBJECT, ...mail }, now);
    return true;
  });
  return ok(c, { email }, welcomed ? SUBSCRIBED : ALREADY_SUBSCRIBED);
}

export const unsubscribeParam = z.object({ token: z.string().max(200) });

/** The subscriber a link names, or a 404 with words for the shopper. */
function subscriberOf(env: { NEWSLETTER_LINK_SECRET: string }, token: string) {
  const id = readUnsubscribeToken(env.NEWSLETTER_LINK_SECRET, token);
  if (!id) throw new ApiError(404, BAD_UNSUBSCRIBE_LINK);
  return id;
}

/** An address shown on the confirm page, partly hidden: the link may have been forwarded. */
const maskEmail = (email: string) =>
  email.replace(/^(.)[^@]*(@.*)$/, (_, first: string, domain: string) => `${first}***${domain}`);

/** GET /newsletters/unsubscribe/:token: whom the link names and whether they are still subscribed. */
export async function readUnsubscribe(c: ValidatedContext<{ param: typeof unsubscribeParam }>) {
  const { db, env } = c.get("deps");
  const id = subscriberOf(env, c.req.valid("param").token);
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  if (!row) throw new ApiError(404, BAD_UNSUBSCRIBE_LINK);
  return ok(c, { email: maskEmail(row.email), subscribed: row.unsubscribedAt === null });
}

/** POST /newsletters/unsubscribe/:token: idempotent; a second click answers the same. */
export async function unsubscribe(c: ValidatedContext<{ param: typeof unsubscribeParam }>) {
  const { db, env, clock } = c.get("deps");
  const id = subscriberOf(env, c.req.valid("param").token);
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  if (!row) throw new ApiError(404, BAD_UNSUBSCRIBE_LINK);
  if (!row.unsubscribedAt)
    await db.update(newsletterSubscribers).set({ unsubscribedAt: clock.now() }).where(eq(newsletterSubscribers.id, id));
  return ok(c, { email: maskEmail(row.email), subscribed: false }, UNSUBSCRIBED);
}
