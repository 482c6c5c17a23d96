import { z } from "zod";
import { okList } from "@api/lib/envelope";
import { pagination } from "@api/lib/query";
import type { ValidatedContext } from "@api/lib/validation";
import { outboxMessagesTo } from "./dev-outbox-views";

export const outboxQuery = z.object({
  ...pagination(20),
  // Emails are stored lower-cased, so a mixed-case address still finds its messages.
  to: z.string().trim().toLowerCase().max(254).optional(),
});

export async function listOutbox(c: ValidatedContext<{ query: typeof outboxQuery }>) {
  const { to, ...page } = c.req.valid("query");
  const { messages, totalRecords } = await outboxMessagesTo(c.get("deps").db, to, page);
  return okList(c, messages, { ...page, totalRecords });
}
