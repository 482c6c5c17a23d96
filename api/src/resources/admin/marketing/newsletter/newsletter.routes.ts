import { createRoute } from "@hono/zod-openapi";
import { fileContent, jsonContent, listEnvelopeOf, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { newsletterSubscriberSchema } from "@api/contract/schemas/admin-reviews";
import { requireStaff } from "@api/middleware/staff-auth";
import { newsletterListQuerySchema } from "@api/validation/admin-enquiries";
import * as handlers from "./newsletter.handlers";

/** The newsletter's subscribers (issue 16): mounted at /admin/newsletter. */
const content = requireStaff("content.manage");
const declared = { tags: ["Back office: Newsletter"], security: [{ [SECURITY.staff]: [] }] };

const listRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "Subscribers, newest first, by email and status",
  middleware: content,
  request: { query: newsletterListQuerySchema },
  responses: {
    200: jsonContent(listEnvelopeOf(newsletterSubscriberSchema), "One page of subscribers"),
    ...refusals(400, 401, 403),
  },
});

const exportRoute = createRoute({
  ...declared,
  method: "get",
  path: "/export",
  summary: "The filtered list as CSV, streamed; dates in India's time",
  middleware: content,
  request: { query: newsletterListQuerySchema },
  responses: {
    200: fileContent("text/csv", "woodnest-newsletter-<day>.csv, an attachment"),
    ...refusals(400, 401, 403),
  },
});

const router = createRouter();
router.openapi(listRoute, handlers.listSubscribers);
router.openapi(exportRoute, handlers.exportSubscribers);

export default router;
