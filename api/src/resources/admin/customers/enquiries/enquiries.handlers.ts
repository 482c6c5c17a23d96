import { count, desc, eq } from "drizzle-orm";
import { inquiries, staff } from "@api/db/schema";
import { streamCsv } from "@api/lib/csv-file";
import { ok, okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import {
  ENQUIRY_PAGE_SIZE,
  ENQUIRY_STATUSES,
  type enquiryAssignSchema,
  type enquiryListQuerySchema,
  type enquiryNoteSchema,
  type enquiryReplySchema,
  type enquiryStatusSchema,
} from "@api/validation/admin-enquiries";
import { indiaParts } from "@api/validation/india-time";
import { enquiryFilters, enquiryFiltersButStatus } from "./enquiry-filters";
import type { enquiryIdParam } from "./enquiries.schemas";
import * as enquiries from "./enquiries.service";

type IdContext = ValidatedContext<{ param: typeof enquiryIdParam }>;

export async function listEnquiries(c: ValidatedContext<{ query: typeof enquiryListQuerySchema }>) {
  const { db } = c.get("deps");
  const query = c.req.valid("query");
  const where = enquiryFilters(query);
  const [rows, [{ total }], perStatus] = await Promise.all([
    db
      .select({ enquiry: inquiries, assignee: enquiries.assigneeColumns })
      .from(inquiries)
      .leftJoin(staff, eq(staff.id, inquiries.assigneeId))
      .where(where)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(ENQUIRY_PAGE_SIZE)
      .offset((query.page - 1) * ENQUIRY_PAGE_SIZE),
    db.select({ total: count() }).from(inquiries).where(where),
    db
      .select({ status: inquiries.status, n: count() })
      .from(inquiries)
      .where(enquiryFiltersButStatus(query))
      .groupBy(inquiries.status),
  ]);
  const counts = Object.fromEntries(
    ENQUIRY_STATUSES.map((status) => [status, perStatus.find((row) => row.status === status)?.n ?? 0]),
  );
  return okList(
    c,
    rows.map((row) => enquiries.enquiryView(row.enquiry, row.assignee)),
    { page: query.page, limit: ENQUIRY_PAGE_SIZE, totalRecords: total },
    { counts },
  );
}

export async function getEnquiry(c: IdContext) {
  const { db } = c.get("deps");
  const detail = await enquiries.enquiryDetail(db, c.req.valid("param").id);
  return ok(c, { ...detail, assignableStaff: await enquiries.assignableStaff(db) });
}

/** Who changes which enquiry, and when, from the request. */
function changeOf(c: IdContext) {
  const { db, clock } = c.get("deps");
  return { db, id: c.req.valid("param").id, by: c.get("staff"), now: clock.now() };
}

/** Answers with the enquiry as it now stands. */
async function answer(c: IdContext, changed: boolean, message: string) {
  return ok(
    c,
    await enquiries.enquiryDetail(c.get("deps").db, c.req.valid("param").id),
    changed ? message : "Nothing to change",
  );
}

export async function setEnquiryStatus(
  c: ValidatedContext<{ param: typeof enquiryIdParam; json: typeof enquiryStatusSchema }>,
) {
  return answer(c, await enquiries.setEnquiryStatus(changeOf(c), c.req.valid("json").status), "Status changed");
}

export async function assignEnquiry(
  c: ValidatedContext<{ param: typeof enquiryIdParam; json: typeof enquiryAssignSchema }>,
) {
  const { assigneeId } = c.req.valid("json");
  const changed = await enquiries.assignEnquiry(changeOf(c), assigneeId);
  return answer(c, changed, assigneeId ? "Enquiry assigned" : "Enquiry unassigned");
}

export async function addEnquiryNote(
  c: ValidatedContext<{ param: typeof enquiryIdParam; json: typeof enquiryNoteSchema }>,
) {
  return answer(c, await enquiries.addEnquiryNote(changeOf(c), c.req.valid("json").note), "Note added");
}

export async function replyToEnquiry(
  c: ValidatedContext<{ param: typeof enquiryIdParam; json: typeof enquiryReplySchema }>,
) {
  const changed = await enquiries.replyToEnquiry(changeOf(c), c.req.valid("json"), c.get("deps").env.STOREFRONT_URL);
  return answer(c, changed, "Reply sent to the sender");
}

export const ENQUIRY_CSV_COLUMNS = [
  "received_at",
  "type",
  "status",
  "name",
  "email",
  "mobile",
  "organization",
  "pincode",
  "interests",
  "subject",
  "message",
  "assignee",
] as const;

/** Enquiries are read this many at a time, so a long export never holds them all. */
const EXPORT_BATCH = 500;

/** GET /v1/admin/enquiries/export: the filtered inbox as CSV, streamed as it is read; dates in India's time. */
export async function exportEnquiries(c: ValidatedContext<{ query: typeof enquiryListQuerySchema }>) {
  const { db, clock } = c.get("deps");
  const where = enquiryFilters(c.req.valid("query"));
  const day = indiaParts(clock.now()).date;
  return streamCsv(
    c,
    `woodnest-enquiries-${day}.csv`,
    ENQUIRY_CSV_COLUMNS,
    (async function* () {
      for (let offset = 0; ; offset += EXPORT_BATCH) {
        const batch = await db
          .select({ enquiry: inquiries, assignee: staff.name })
          .from(inquiries)
          .leftJoin(staff, eq(staff.id, inquiries.assigneeId))
          .where(where)
          .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
          .limit(EXPORT_BATCH)
          .offset(offset);
        if (batch.length === 0) return;
        yield batch.map(({ enquiry, assignee }) => {
          const at = indiaParts(enquiry.createdAt);
          return [
            `${at.date} ${at.time}`,
            enquiry.inquiryType,
            enquiry.status,
            enquiry.name,
            enquiry.email,
            enquiry.mobile,
            enquiry.organization ?? "",
            enquiry.pincode ?? "",
            enquiry.intrests ?? "",
            enquiry.subject ?? "",
            enquiry.message ?? "",
            assignee ?? "",
          ];
        });
      }
    })(),
  );
}
