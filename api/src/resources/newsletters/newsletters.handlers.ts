import { newsletterSubscribers } from "../../db/schema";
import { ok } from "../../lib/envelope";
import { newId } from "../../lib/ids";
import type { ValidatedContext } from "../../lib/validation";
import { newsletterSchema } from "../../validation/schemas";

export const SUBSCRIBED = "Thank you for subscribing! Look out for your member discount in your inbox.";
export const ALREADY_SUBSCRIBED = "You are already subscribed. Thank you for staying with us!";

/** A repeated address is good news for the shopper, not an error. */
export async function subscribe(c: ValidatedContext<{ json: typeof newsletterSchema }>) {
  const { email } = c.req.valid("json");
  const { db, clock } = c.get("deps");
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ id: newId(), email, createdAt: clock.now() })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return ok(c, { email }, inserted.length > 0 ? SUBSCRIBED : ALREADY_SUBSCRIBED);
}
