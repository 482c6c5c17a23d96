/** The newsletter's subscribers as staff see them: filtered by address and status, newest first. */
import { and, count, desc, ilike, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { newsletterSubscribers } from "@api/db/schema";
import { NEWSLETTER_PAGE_SIZE, type NewsletterListQuery } from "@api/validation/admin-enquiries";
import { inBatches } from "@api/lib/export-batches";
import { likeText } from "@api/lib/like-text";

const STATUS_FILTERS: Record<NewsletterListQuery["status"], SQL | undefined> = {
  subscribed: isNull(newsletterSubscribers.unsubscribedAt),
  unsubscribed: isNotNull(newsletterSubscribers.unsubscribedAt),
  all: undefined,
};

const filters = (query: Omit<NewsletterListQuery, "page">) =>
  and(query.q ? ilike(newsletterSubscribers.email, likeText(query.q)) : undefined, STATUS_FILTERS[query.status]);

const order = [desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id)];

/** A page of the subscribers as filtered, and how many the filters find. */
export async function subscriberPage(db: DbOrTx, query: NewsletterListQuery) {
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
  return {
    subscribers: rows.map((row) => ({
      _id: row.id,
      email: row.email,
      createdAt: row.createdAt.toISOString(),
      unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    })),
    total,
  };
}

const EXPORT_BATCH = 1000;

/** The subscribers as filtered, a batch at a time, so a long export never holds them all. */
export async function* subscriberBatches(db: DbOrTx, query: Omit<NewsletterListQuery, "page">) {
  const where = filters(query);
  yield* inBatches(EXPORT_BATCH, (limit, offset) =>
    db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
  );
}
