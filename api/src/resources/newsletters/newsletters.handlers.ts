/** The shopper's newsletter handlers: subscribe, and the unsubscribe link's page; the words are here. */
import { ApiError, ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { newsletterSchema } from "@api/validation/schemas";
import type { unsubscribeParam } from "./newsletters.schemas";
import { markUnsubscribed, subscribeAddress, subscriberById } from "./subscriber-store";
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
 * unsubscribe link: written to the mail outbox in the same transaction (subscriber-store.ts).
 */
export async function subscribe(c: ValidatedContext<{ json: typeof newsletterSchema }>) {
  const { email } = c.req.valid("json");
  const { db, clock, env } = c.get("deps");
  const welcomed = await subscribeAddress(db, email, clock.now(), (subscriberId) => ({
    kind: "newsletter_welcome",
    to: email,
    subject: WELCOME_SUBJECT,
    ...newsletterMail(env, subscriberId, WELCOME_TEXT),
  }));
  return ok(c, { email }, welcomed ? SUBSCRIBED : ALREADY_SUBSCRIBED);
}

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
  const row = await subscriberById(db, id);
  if (!row) throw new ApiError(404, BAD_UNSUBSCRIBE_LINK);
  return ok(c, { email: maskEmail(row.email), subscribed: row.unsubscribedAt === null });
}

/** POST /newsletters/unsubscribe/:token: idempotent; a second click answers the same. */
export async function unsubscribe(c: ValidatedContext<{ param: typeof unsubscribeParam }>) {
  const { db, env, clock } = c.get("deps");
  const id = subscriberOf(env, c.req.valid("param").token);
  const row = await subscriberById(db, id);
  if (!row) throw new ApiError(404, BAD_UNSUBSCRIBE_LINK);
  if (!row.unsubscribedAt) await markUnsubscribed(db, id, clock.now());
  return ok(c, { email: maskEmail(row.email), subscribed: false }, UNSUBSCRIBED);
}
