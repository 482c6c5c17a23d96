import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, listEnvelopeOf, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import {
  adminEnquiryDetailSchema,
  adminEnquirySchema,
  enquiryCountsSchema,
  enquiryWithAssignableStaffSchema,
} from "@api/contract/schemas/admin-enquiries";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import {
  enquiryAssignSchema,
  enquiryListQuerySchema,
  enquiryNoteSchema,
  enquiryReplySchema,
  enquiryStatusSchema,
} from "@api/validation/admin-enquiries";
import * as handlers from "./enquiries.handlers";
import { enquiryIdParam as idParam } from "./enquiries.schemas";

/** The enquiry inbox: mounted at /admin/enquiries. */
const staffOnly = requireStaff("content.manage");
const declared = { tags: ["Back office: Enquiries"], security: [{ [SECURITY.staff]: [] }] };
const asItStands = jsonContent(envelopeOf(adminEnquiryDetailSchema), "The enquiry as it now stands");

const listRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "The inbox, newest first, twenty a page; filtered by words, type, status, assignee and dates",
  middleware: staffOnly,
  request: { query: enquiryListQuerySchema },
  responses: {
    200: jsonContent(
      listEnvelopeOf(adminEnquirySchema).extend(enquiryCountsSchema.shape),
      "A page of enquiries, and how many each status holds under the other filters",
    ),
    ...refusals(400, 401, 403),
  },
});

const exportRoute = createRoute({
  ...declared,
  method: "get",
  path: "/export",
  summary: "The filtered inbox as a CSV file, dates in India's time",
  middleware: staffOnly,
  request: { query: enquiryListQuerySchema },
  responses: {
    200: {
      description: "The enquiries as CSV (an attachment), streamed as they are read",
      content: { "text/csv": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...refusals(400, 401, 403),
  },
});

const readRoute = createRoute({
  ...declared,
  method: "get",
  path: "/{id}",
  summary: "One enquiry with its notes and replies, and who it may be given to",
  middleware: staffOnly,
  request: { params: idParam },
  responses: {
    200: jsonContent(envelopeOf(enquiryWithAssignableStaffSchema), "The enquiry"),
    ...refusals(400, 401, 403, 404),
  },
});

const changeRoute = <T extends z.ZodTypeAny>(action: string, body: T, summary: string) =>
  createRoute({
    ...declared,
    method: "post",
    path: `/{id}/${action}`,
    summary,
    middleware: [staffOnly, jsonBody] as const,
    request: { params: idParam, ...jsonRequest(body) },
    responses: { 200: asItStands, ...refusals(400, 401, 403, 404, 413) },
  });

const router = createRouter()
  .openapi(listRoute, handlers.listEnquiries)
  .openapi(exportRoute, handlers.exportEnquiries)
  .openapi(readRoute, handlers.getEnquiry)
  .openapi(changeRoute("status", enquiryStatusSchema, "Change an enquiry's status"), handlers.setEnquiryStatus)
  .openapi(
    changeRoute("assignee", enquiryAssignSchema, "Give an enquiry to a member of staff, or to nobody"),
    handlers.assignEnquiry,
  )
  .openapi(changeRoute("notes", enquiryNoteSchema, "Add an internal note"), handlers.addEnquiryNote)
  .openapi(
    changeRoute("replies", enquiryReplySchema, "Email a reply to the sender; it is kept with the notes"),
    handlers.replyToEnquiry,
  );

export default router;
