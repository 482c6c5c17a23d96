import { okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import { outboxMessagesTo } from "./dev-outbox-views";
import type { outboxQuery } from "./dev-outbox.schemas";

export async function listOutbox(c: ValidatedContext<{ query: typeof outboxQuery }>) {
  const { to, ...page } = c.req.valid("query");
  const { messages, totalRecords } = await outboxMessagesTo(c.get("deps").db, to, page);
  return okList(c, messages, { ...page, totalRecords });
}
