import { and, asc, count, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { inquiries, inquiryNotes, staff } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { streamCsv } from "@api/lib/csv-file";
import { ApiError, notFound, ok, okList } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import type { ValidatedContext } from "@api/lib/validation";
import {
  ENQUIRY_PAGE_SIZE,
  ENQUIRY_STATUSES,
  type EnquiryStatus,
  type enquiryAssignSchema,
  type enquiryListQuerySchema,
  type enquiryNoteSchema,
  type enquiryReplySchema,
  type enquiryStatusSchema,
} from "@api/validation/admin-enquiries";
import { indiaParts } from "@api/validation/india-time";
import { STAFF_ROLES, can } from "@api/validation/staff-roles";
import { queueMail } from "@api/resources/mail-outbox/queue-mail";
import { enquiryReplyBody, replySubject } from "./enquiry-reply";
import { enquiryFilters, enquiryFiltersButStatus } from "./enquiry-filters";
import type { enquiryIdParam } from "./enquiries.schemas";

type Enquiry = typeof inquiries.$inferSelect;
type IdContext = ValidatedContext<{ param: typeof enquiryIdParam }>;

/** Who may be given an enquiry: the roles that can open the inbox. */
const ASSIGNABLE_ROLES = STAFF_ROLES.filter((role) => can(role, "content.manage"));

const enquiryView = (row: Enquiry, assignee: { id: string; name: string } | null) => ({
  _id: row.id,
  type: row.inquiryType,
  status: row.status,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  subject: row.subject,
  message: row.message,
  organization: row.organization,
  pincode: row.pincode,
  interests: row.intrests,
  assignee,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const assigneeColumns = { id: staff.id, name: staff.name };

export async function listEnquiries(c: ValidatedContext<{ query: typeof enquiryListQuerySchema }>) {
  const { db } = c.get("deps");
  const query = c.req.valid("query");
  const where = enquiryFilters(query);
  const [rows, [{ total }], perStatus] = await Promise.all([
    db
      .select({ enquiry: inquiries, assignee: assigneeColumns })
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
    rows.map((row) => enquiryView(row.enquiry, row.assignee)),
    { page: query.page, limit: ENQUIRY_PAGE_SIZE, totalRecords: total },
    { counts },
  );
}

/** The active members of staff an enquiry may be assigned to. */
async function assignableStaff(db: DbOrTx) {
  return db
    .select({ id: staff.id, name: staff.name, email: staff.email })
    .from(staff)
    .where(and(inArray(staff.role, ASSIGNABLE_ROLES), isNull(staff.disabledAt), isNotNull(staff.totpEnabledAt)))
    .orderBy(asc(staff.name), asc(staff.email));
}

async function enquiryDetail(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ enquiry: inquiries, assignee: assigneeColumns })
    .from(inquiries)
    .leftJoin(staff, eq(staff.id, inquiries.assigneeId))
    .where(eq(inquiries.id, id));
  if (!row) throw notFound("Enquiry");
  const notes = await db
    .select({ note: inquiryNotes, staffName: staff.name })
    .from(inquiryNotes)
    .innerJoin(staff, eq(staff.id, inquiryNotes.staffId))
    .where(eq(inquiryNotes.inquiryId, id))
    .orderBy(asc(inquiryNotes.createdAt), asc(inquiryNotes.id));
  return {
    ...enquiryView(row.enquiry, row.assignee),
    replySubject: replySubject(row.enquiry),
    notes: notes.map(({ note, staffName }) => ({
      _id: note.id,
      kind: note.kind,
      body: note.body,
      by: staffName,
      createdAt: note.createdAt.toISOString(),
    })),
  };
}

export async function getEnquiry(c: IdContext) {
  const { db } = c.get("deps");
  const detail = await enquiryDetail(db, c.req.valid("param").id);
  return ok(c, { ...detail, assignableStaff: await assignableStaff(db) });
}

/**
 * The shape of every write: lock the enquiry, change it, write its audit row, all in one
 * transaction; answers with the enquiry as it now stands.
 */
async function writeEnquiry(
  c: IdContext,
  action: string,
  change: (
    tx: DbOrTx,
    current: Enquiry,
    now: Date,
  ) => Promise<{ before: Record<string, unknown> | null; after: Record<string, unknown> } | null>,
  message: string,
) {
  const { db, clock } = c.get("deps");
  const { id } = c.req.valid("param");
  const now = clock.now();
  const changed = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(inquiries).where(eq(inquiries.id, id)).for("update");
    if (!current) throw notFound("Enquiry");
    const audit = await change(tx, current, now);
    if (!audit) return false;
    await tx.update(inquiries).set({ updatedAt: now }).where(eq(inquiries.id, id));
    await recordAudit(tx, { actor: c.get("staff"), action, entityType: "inquiry", entityId: id, ...audit, at: now });
    return true;
  });
  return ok(c, await enquiryDetail(db, id), changed ? message : "Nothing to change");
}

export const setEnquiryStatus = (
  c: ValidatedContext<{ param: typeof enquiryIdParam; json: typeof enquiryStatusSchema }>,
) => {
  const { status } = c.req.valid("json");
  return writeEnquiry(
    c,
    "inquiry.status",
    async (tx, current) => {
      if (current.status === status) return null;
      await tx.update(inquiries).set({ status }).where(eq(inquiries.id, current.id));
      return { before: { status: current.status }, after: { status } };
    },
    "Status changed",
  );
};

export const assignEnquiry = (
  c: ValidatedContext<{ param: typeof enquiryIdParam; json: typeof enquiryAssignSchema }>,
) => {
  const { assigneeId } = c.req.valid("json");
  return writeEnquiry(
    c,
    "inquiry.assign",
    async (tx, current) => {
      if (current.assigneeId === assigneeId) return null;
      if (assigneeId && !(await assignableStaff(tx)).some((member) => member.id === assigneeId)) {
        throw new ApiError(400, "Choose an active member of staff who works on enquiries", {
          assigneeId: "Choose an active member of staff who works on enquiries",
        });
      }
      await tx.update(inquiries).set({ assigneeId }).where(eq(inquiries.id, current.id));
      return { before: { assigneeId: current.assigneeId }, after: { assigneeId } };
    },
    assigneeId ? "Enquiry assigned" : "Enquiry unassigned",
  );
};

export const addEnquiryNote = (
  c: ValidatedContext<{ param: typeof enquiryIdParam; json: typeof enquiryNoteSchema }>,
) => {
  const { note } = c.req.valid("json");
  return writeEnquiry(
    c,
    "inquiry.note",
    async (tx, current, now) => {
      const noteId = newId();
      await tx.insert(inquiryNotes).values({
        id: noteId,
        inquiryId: current.id,
        staffId: c.get("staff").id,
        kind: "note",
        body: note,
        createdAt: now,
      });
      return { before: null, after: { noteId, note } };
    },
    "Note added",
  );
};

/**
 * Replies by email to the sender (enquiry-reply.ts: staff's words, the product and the question
 * quoted): the email is written to the mail outbox (sent by the job queue, retried on failure)
 * and staff's words kept on the enquiry; a NEW enquiry moves to IN_PROGRESS.
 */
export const replyToEnquiry = (
  c: ValidatedContext<{ param: typeof enquiryIdParam; json: typeof enquiryReplySchema }>,
) => {
  const { subject, message } = c.req.valid("json");
  return writeEnquiry(
    c,
    "inquiry.reply",
    async (tx, current, now) => {
      const noteId = newId();
      await tx.insert(inquiryNotes).values({
        id: noteId,
        inquiryId: current.id,
        staffId: c.get("staff").id,
        kind: "reply",
        body: message,
        createdAt: now,
      });
      const body = await enquiryReplyBody(tx, current, message, c.get("deps").env.STOREFRONT_URL);
      await queueMail(tx, { kind: "enquiry_reply", to: current.email, subject, body }, now);
      const status: EnquiryStatus = current.status === "NEW" ? "IN_PROGRESS" : current.status;
      if (status !== current.status) await tx.update(inquiries).set({ status }).where(eq(inquiries.id, current.id));
      return { before: { status: current.status }, after: { status, noteId, to: current.email, subject } };
    },
    "Reply sent to the sender",
  );
};

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
