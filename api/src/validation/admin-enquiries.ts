/**
 * The back office's enquiries inbox and newsletter list (issue 16): the filters, and what staff
 * type on an enquiry. Shared by the API and the admin actions; no server-only code.
 */
import { z } from "zod";
import { messages, requiredText } from "./fields";
import { ENQUIRY_STATUSES, ENQUIRY_TYPES } from "./enquiry-choices";
import { isCalendarDate } from "./india-time";

export { ENQUIRY_PAGE_SIZE, ENQUIRY_STATUSES, type EnquiryStatus, NEWSLETTER_PAGE_SIZE } from "./enquiry-choices";

const ENQUIRY_NOTE_MAX = 2000;
const ENQUIRY_REPLY_MAX = 5000;

const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const oneOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { errorMap: () => ({ message: messages.oneOf(label) }) });
const indiaDate = (label: string) =>
  z.preprocess(blank, z.string().trim().refine(isCalendarDate, `${label} must be a date like 2026-12-31`).optional());
const search = z.preprocess(blank, z.string().trim().max(100, messages.max("Search", 100)).optional());
const page = z.preprocess(blank, z.coerce.number().int().min(1).max(10_000).default(1));

/** The inbox's filters (a GET form). `q` matches the sender's name, email or mobile; dates are India's days. */
export const enquiryListQuerySchema = z
  .object({
    q: search,
    type: z.preprocess(blank, oneOf(ENQUIRY_TYPES, "Type").optional()),
    status: z.preprocess(blank, oneOf(ENQUIRY_STATUSES, "Status").optional()),
    from: indiaDate("From"),
    to: indiaDate("To"),
    page,
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.to < value.from)
      ctx.addIssue({ code: "custom", path: ["to"], message: "To must be on or after From" });
  });
export type EnquiryListQuery = z.infer<typeof enquiryListQuerySchema>;

export const enquiryStatusSchema = z.object({ status: oneOf(ENQUIRY_STATUSES, "Status") });

/** An empty choice unassigns the enquiry. */
export const enquiryAssignSchema = z.object({
  assigneeId: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .max(40)
      .nullish()
      .transform((v) => v ?? null),
  ),
});

export const enquiryNoteSchema = z.object({ note: requiredText("Note", ENQUIRY_NOTE_MAX) });

export const enquiryReplySchema = z.object({
  subject: requiredText("Subject", 200),
  message: requiredText("Message", ENQUIRY_REPLY_MAX),
});

const NEWSLETTER_STATUSES = ["subscribed", "unsubscribed", "all"] as const;
export const newsletterListQuerySchema = z.object({
  q: search,
  status: z.preprocess(blank, oneOf(NEWSLETTER_STATUSES, "Status").default("subscribed")),
  page,
});
export type NewsletterListQuery = z.infer<typeof newsletterListQuerySchema>;
