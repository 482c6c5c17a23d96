/** The outbox's stored messages as the development mailbox shows them. */
import { count, desc, eq } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { outboxMessages } from "@api/db/schema";
import type { Page } from "@api/lib/envelope";
import { offsetOf } from "@api/lib/query";

/** Messages, newest first, to one address or to anyone, with how many there are in all. */
export async function outboxMessagesTo(db: Db, to: string | undefined, page: Page) {
  const where = to ? eq(outboxMessages.to, to) : undefined;
  const query = db
    .select()
    .from(outboxMessages)
    .where(where)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .$dynamic();
  const rows = page.limit === 0 ? await query : await query.limit(page.limit).offset(offsetOf(page));
  const [{ total }] = await db.select({ total: count() }).from(outboxMessages).where(where);
  const messages = rows.map((row) => ({
    _id: row.id,
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  }));
  return { messages, totalRecords: total };
}
