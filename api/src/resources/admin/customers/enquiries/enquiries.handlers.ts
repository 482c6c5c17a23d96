/** The enquiry inbox's handlers: read the validated input, call the inbox's service, answer with words and CSV. */
import { streamCsv } from "@api/lib/csv-file";
import { ok, okList } from "@api/lib/envelope";
import { mapBatches } from "@api/lib/export-batches";
import type { ValidatedContext } from "@api/lib/validation";
import {
  ENQUIRY_PAGE_SIZE,
  type enquiryAssignSchema,
  type enquiryListQuerySchema,
  type enquiryNoteSchema,
  type enquiryReplySchema,
  type enquiryStatusSchema,
} from "@api/validation/admin-enquiries";
import { indiaParts } from "@api/validation/india-time";
import type { enquiryIdParam } from "./enquiries.schemas";
import * as enquiries from "./enquiries.service";

type IdContext = ValidatedContext<{ param: typeof enquiryIdParam }>;

export async function listEnquiries(c: ValidatedContext<{ query: typeof enquiryListQuerySchema }>) {
  const query = c.req.valid("query");
  const { enquiries: rows, total, counts } = await enquiries.enquiryPage(c.get("deps").db, query);
  return okList(c, rows, { page: query.page, limit: ENQUIRY_PAGE_SIZE, totalRecords: total }, { counts });
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

/** GET /v1/admin/enquiries/export: the filtered inbox as CSV, streamed as it is read; dates in India's time. */
export async function exportEnquiries(c: ValidatedContext<{ query: typeof enquiryListQuerySchema }>) {
  const { db, clock } = c.get("deps");
  const batches = enquiries.enquiryBatches(db, c.req.valid("query"));
  const day = indiaParts(clock.now()).date;
  return streamCsv(
    c,
    `woodnest-enquiries-${day}.csv`,
    ENQUIRY_CSV_COLUMNS,
    mapBatches(batches, ({ enquiry, assignee }) => {
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
    }),
  );
}
