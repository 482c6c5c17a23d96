import { z } from "zod";

export const subscriptionSchema = z.object({ email: z.string() });

/** Whom an unsubscribe link names (the address partly hidden: links get forwarded) and whether they still get mail. */
export const unsubscribeStateSchema = z.object({
  email: z.string().describe("Partly hidden, as a***@example.com"),
  subscribed: z.boolean(),
});
export type UnsubscribeState = z.output<typeof unsubscribeStateSchema>;
