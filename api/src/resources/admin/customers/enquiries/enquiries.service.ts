/**
 * The enquiry inbox's rules and writes: the inbox a page or a batch at a time, an enquiry as staff
 * read it, who may be given one, and each change (status, assignee, note, reply) locked, made and
 * audited in one transaction.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Db, DbOrTx } from "@api/db/client";
import { inquiries, inquiryNotes, staff } from "@api/db/schema";
import { recordAudit, type AuditActor } from "@api/lib/audit";
import { ApiError, notFound } from "@api/lib/envelope";
import { inBatches } from "@api/lib/export-batches";
import { newId } from "@api/lib/ids";
import {
  ENQUIRY_PAGE_SIZE,
  ENQUIRY_STATUSES,
  type EnquiryListQuery,
  type EnquiryStatus,
} from "@api/validation/admin-enquiries";
import { STAFF_ROLES, can } from "@api/validation/staff-roles";
import { queueMail } from "@api/resources/mail-outbox/queue-mail";
import { enquiryFilters, enquiryFiltersButStatus } from "./enquiry-filters";
import { enquiryReplyBody, replySubject } from "./enquiry-reply";

type Enquiry = typeof inquiries.$inferSelect;
type Staff = NonNullable<AuditActor>;

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

/** A page of the inbox as filtered, newest first; how many the filters find, and how many of each status. */
export async function enquiryPage(db: DbOrTx, query: EnquiryListQuery) {
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
  return { enquiries: rows.map((row) => enquiryView(row.enquiry, row.assignee)), total, counts };
}

/** Enquiries are read this many at a time, so a long export never holds them all. */
const EXPORT_BATCH = 500;

/** The inbox as filtered, newest first, a batch at a time, each enquiry with its assignee's name. */
export async function* enquiryBatches(db: DbOrTx, query: Omit<EnquiryListQuery, "page">) {
  const where = enquiryFilters(query);
  yield* inBatches(EXPORT_BATCH, (limit, offset) =>
    db
      .select({ enquiry: inquiries, assignee: staff.name })
      .from(inquiries)
      .leftJoin(staff, eq(staff.id, inquiries.assigneeId))
      .where(where)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(limit)
      .offset(offset),
  );
}

/** The active members of staff an enquiry may be assigned to. */
export async function assignableStaff(db: DbOrTx) {
  return db
    .select({ id: staff.id, name: staff.name, email: staff.email })
    .from(staff)
    .where(and(inArray(staff.role, ASSIGNABLE_ROLES), isNull(staff.disabledAt), isNotNull(staff.totpEnabledAt)))
    .orderBy(asc(staff.name), asc(staff.email));
}

/** One enquiry with its notes and replies, oldest first, and the subject a reply would have. */
export async function enquiryDetail(db: DbOrTx, id: string) {
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

/** Who changes which enquiry, and when. */
type Change = { db: Db; id: string; by: Staff; now: Date };
type Audited = { before: Record<string, unknown> | null; after: Record<string, unknown> } | null;

/**
 * The shape of every write: lock the enquiry, change it, write its audit row, all in one
 * transaction. Answers whether anything changed (a change that finds nothing to do returns null).
 */
async function changeEnquiry(
  { db, id, by, now }: Change,
  action: string,
  change: (tx: DbOrTx, current: Enquiry) => Promise<Audited>,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(inquiries).where(eq(inquiries.id, id)).for("update");
    if (!current) throw notFound("Enquiry");
    const audit = await change(tx, current);
    if (!audit) return false;
    await tx.update(inquiries).set({ updatedAt: now }).where(eq(inquiries.id, id));
    await recordAudit(tx, { actor: by, action, entityType: "inquiry", entityId: id, ...audit, at: now });
    return true;
  });
}

export const setEnquiryStatus = (change: Change, status: EnquiryStatus) =>
  changeEnquiry(change, "inquiry.status", async (tx, current) => {
    if (current.status === status) return null;
    await tx.update(inquiries).set({ status }).where(eq(inquiries.id, current.id));
    return { before: { status: current.status }, after: { status } };
  });

/** Gives the enquiry to an active member of staff who works on enquiries, or to no one. */
export const assignEnquiry = (change: Change, assigneeId: string | null) =>
  changeEnquiry(change, "inquiry.assign", async (tx, current) => {
    if (current.assigneeId === assigneeId) return null;
    if (assigneeId && !(await assignableStaff(tx)).some((member) => member.id === assigneeId)) {
      throw new ApiError(400, "Choose an active member of staff who works on enquiries", {
        assigneeId: "Choose an active member of staff who works on enquiries",
      });
    }
    await tx.update(inquiries).set({ assigneeId }).where(eq(inquiries.id, current.id));
    return { before: { assigneeId: current.assigneeId }, after: { assigneeId } };
  });

async function addNote(tx: DbOrTx, { by, now }: Change, current: Enquiry, kind: "note" | "reply", body: string) {
  const noteId = newId();
  await tx
    .insert(inquiryNotes)
    .values({ id: noteId, inquiryId: current.id, staffId: by.id, kind, body, createdAt: now });
  return noteId;
}

/** An internal note: kept on the enquiry, never emailed. */
export const addEnquiryNote = (change: Change, note: string) =>
  changeEnquiry(change, "inquiry.note", async (tx, current) => {
    const noteId = await addNote(tx, change, current, "note", note);
    return { before: null, after: { noteId, note } };
  });

/**
 * Replies by email to the sender (enquiry-reply.ts: staff's words, the product and the question
 * quoted): the email is written to the mail outbox (sent by the job queue, retried on failure)
 * and staff's words kept on the enquiry; a NEW enquiry moves to IN_PROGRESS.
 */
export const replyToEnquiry = (
  change: Change,
  { subject, message }: { subject: string; message: string },
  storefrontUrl: string,
) =>
  changeEnquiry(change, "inquiry.reply", async (tx, current) => {
    const noteId = await addNote(tx, change, current, "reply", message);
    const body = await enquiryReplyBody(tx, current, message, storefrontUrl);
    await queueMail(tx, { kind: "enquiry_reply", to: current.email, subject, body }, change.now);
    const status: EnquiryStatus = current.status === "NEW" ? "IN_PROGRESS" : current.status;
    if (status !== current.status) await tx.update(inquiries).set({ status }).where(eq(inquiries.id, current.id));
    return { before: { status: current.status }, after: { status, noteId, to: current.email, subject } };
  });
