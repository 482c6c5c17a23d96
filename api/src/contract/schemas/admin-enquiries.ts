import { z } from "@hono/zod-openapi";
import { ENQUIRY_STATUSES, ENQUIRY_TYPES } from "@api/validation/enquiry-choices";

const instant = z.string().datetime();

/** An enquiry as the inbox lists it. */
export const adminEnquirySchema = z
  .object({
    _id: z.string(),
    type: z.enum(ENQUIRY_TYPES),
    status: z.enum(ENQUIRY_STATUSES),
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    subject: z.string().nullable(),
    message: z.string().nullable(),
    organization: z.string().nullable(),
    pincode: z.string().nullable(),
    interests: z.string().nullable(),
    assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
    createdAt: instant,
    updatedAt: instant,
  })
  .openapi("AdminEnquiry");

/** A page of the inbox, with how many enquiries each status holds under the other filters. */
export const enquiryCountsSchema = z.object({
  counts: z.record(z.enum(ENQUIRY_STATUSES), z.number().int().min(0)),
});

/** One enquiry with its notes and replies, oldest first, and the subject a reply would have. */
export const adminEnquiryDetailSchema = adminEnquirySchema
  .extend({
    replySubject: z.string(),
    notes: z.array(
      z.object({
        _id: z.string(),
        kind: z.enum(["note", "reply"]),
        body: z.string(),
        by: z.string().describe("The member of staff's name"),
        createdAt: instant,
      }),
    ),
  })
  .openapi("AdminEnquiryDetail");

export const enquiryWithAssignableStaffSchema = adminEnquiryDetailSchema.extend({
  assignableStaff: z
    .array(z.object({ id: z.string(), name: z.string(), email: z.string() }))
    .describe("Who the enquiry may be given to"),
});
