import { count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { outboxMessages } from "@api/db/schema";
import { okList } from "@api/lib/envelope";
import { offsetOf, pagination } from "@api/lib/query";
import type { ValidatedContext } from "@api/lib/validation";

export const outboxQuery = z.object({
  ...pagination(20),
  // Emails are stored lower-cased, so a mixed-case address still finds its messages.
  to: z.string().trim().toLowerCase().max(254).optional(),
});

export async function listOutbox(c: ValidatedContext<{ query: typeof outboxQuery }>) {
  const { db } = c.get("deps");
  const { to, ...page } = c.req.valid("query");
  const where = to ? eq(outboxMessages.to, to) : undefined;
  const query = db
    .select()
    .from(outboxMessages)
    .where(where)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .$dynamic();
  const rows = page.limit === 0 ? await query : await query.limit(page.limit).offset(offsetOf(page));
  const [{ total }] = await db.select({ total: count() }).from(outboxMessages).where(where);
  return okList(
    c,
    rows.map((row) => ({
      _id: row.id,
      channel: row.channel,
      to: row.to,
      subject: row.subject,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    })),
    { ...page, totalRecords: total },
  );
}
