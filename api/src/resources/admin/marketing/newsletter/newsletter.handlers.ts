import { and, count, desc, ilike, isNotNull, isNull, type SQL } from "drizzle-orm";
import { newsletterSubscribers } from "@api/db/schema";
import { streamCsv } from "@api/lib/csv-file";
import { okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import {
  NEWSLETTER_PAGE_SIZE,
  type NewsletterListQuery,
  type newsletterListQuerySchema,
} from "@api/validation/admin-enquiries";
import { indiaParts } from "@api/validation/india-time";
import { likeText } from "@api/lib/like-text";

type ListContext = ValidatedContext<{ query: typeof newsletterListQuerySchema }>;

const STATUS_FILTERS: Record<NewsletterListQuery["status"], SQL | undefined> = {
  subscribed: isNull(newsletterSubscribers.unsubscribedAt),
  unsubscribed: isNotNull(newsletterSubscribers.unsubscribedAt),
  all: undefined,
};

const filters = (query: NewsletterListQuery) =>
  and(query.q ? ilike(newsletterSubscribers.email, likeText(query.q)) : undefined, STATUS_FILTERS[query.status]);

const order = [desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id)];

export async function listSubscribers(c: ListContext) {
  const { db } = c.get("deps");
  const query = c.req.valid("query");
  const where = filters(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(...order)
      .limit(NEWSLETTER_PAGE_SIZE)
      .offset((query.page - 1) * NEWSLETTER_PAGE_SIZE),
    db.select({ total: count() }).from(newsletterSubscribers).where(where),
  ]);
  return okList(
    c,
    rows.map((row) => ({
      _id: row.id,
      email: row.email,
      createdAt: row.createdAt.toISOString(),
      unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    })),
    { page: query.page, limit: NEWSLETTER_PAGE_SIZE, totalRecords: total },
  );
}

const EXPORT_BATCH = 1000;

/** GET /v1/admin/newsletter/export: the filtered list as CSV, streamed; dates in India's time. */
export async function exportSubscribers(c: ListContext) {
  const { db, clock } = c.get("deps");
  const where = filters(c.req.valid("query"));
  const when = (instant: Date | null) => (instant ? `${indiaParts(instant).date} ${indiaParts(instant).time}` : "");
  return streamCsv(
    c,
    `woodnest-newsletter-${indiaParts(clock.now()).date}.csv`,
    ["email", "subscribed_at", "unsubscribed_at"],
    (async function* () {
      for (let offset = 0; ; offset += EXPORT_BATCH) {
        const batch = await db
          .select()
          .from(newsletterSubscribers)
          .where(where)
          .orderBy(...order)
          .limit(EXPORT_BATCH)
          .offset(offset);
        if (batch.length === 0) return;
        yield batch.map((row) => [row.email, when(row.createdAt), when(row.unsubscribedAt)]);
      }
    })(),
  );
}
