/** The newsletter list's handlers: read the validated filters, answer with a page or the CSV. */
import { streamCsv } from "@api/lib/csv-file";
import { okList } from "@api/lib/envelope";
import { mapBatches } from "@api/lib/export-batches";
import type { ValidatedContext } from "@api/lib/validation";
import { NEWSLETTER_PAGE_SIZE, type newsletterListQuerySchema } from "@api/validation/admin-enquiries";
import { indiaParts } from "@api/validation/india-time";
import { subscriberBatches, subscriberPage } from "./subscriber-views";

type ListContext = ValidatedContext<{ query: typeof newsletterListQuerySchema }>;

export async function listSubscribers(c: ListContext) {
  const query = c.req.valid("query");
  const { subscribers, total } = await subscriberPage(c.get("deps").db, query);
  return okList(c, subscribers, { page: query.page, limit: NEWSLETTER_PAGE_SIZE, totalRecords: total });
}

/** GET /v1/admin/newsletter/export: the filtered list as CSV, streamed; dates in India's time. */
export async function exportSubscribers(c: ListContext) {
  const { db, clock } = c.get("deps");
  const batches = subscriberBatches(db, c.req.valid("query"));
  const when = (instant: Date | null) => (instant ? `${indiaParts(instant).date} ${indiaParts(instant).time}` : "");
  return streamCsv(
    c,
    `woodnest-newsletter-${indiaParts(clock.now()).date}.csv`,
    ["email", "subscribed_at", "unsubscribed_at"],
    mapBatches(batches, (row) => [row.email, when(row.createdAt), when(row.unsubscribedAt)]),
  );
}
