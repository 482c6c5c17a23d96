import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, listEnvelopeOf, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { adminReviewSchema, bulkApprovedSchema } from "@api/contract/schemas/admin-reviews";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import {
  reviewBulkApproveSchema,
  reviewListQuerySchema,
  reviewRejectSchema,
  reviewReplySchema,
} from "@api/validation/admin-reviews";
import * as handlers from "./reviews.handlers";
import { reviewIdParam as idParam } from "./reviews.schemas";

/** Review moderation (issue 11): mounted at /admin/reviews. */
const content = requireStaff("content.manage");
const declared = { tags: ["Back office: Reviews"], security: [{ [SECURITY.staff]: [] }] };
const theReview = (description: string) => jsonContent(envelopeOf(adminReviewSchema), description);

const listRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "Reviews, newest first, by status, rating and product, with how many wait for a decision",
  middleware: content,
  request: { query: reviewListQuerySchema },
  responses: {
    200: jsonContent(
      listEnvelopeOf(adminReviewSchema).extend({ pendingCount: z.number().int().min(0) }),
      "One page of reviews, and `pendingCount`",
    ),
    ...refusals(400, 401, 403),
  },
});

const bulkApproveRoute = createRoute({
  ...declared,
  method: "post",
  path: "/bulk-approve",
  summary: "Approve several reviews; each that cannot be approved is reported with its reason",
  middleware: [content, jsonBody] as const,
  request: jsonRequest(reviewBulkApproveSchema),
  responses: {
    200: jsonContent(envelopeOf(bulkApprovedSchema), "The reviews approved and those refused"),
    ...refusals(400, 401, 403, 413),
  },
});

const getRoute = createRoute({
  ...declared,
  method: "get",
  path: "/{id}",
  summary: "One review",
  middleware: content,
  request: { params: idParam },
  responses: { 200: theReview("The review"), ...refusals(400, 401, 403, 404) },
});

const approveRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{id}/approve",
  summary: "Publish a review: it counts in the product's rating",
  middleware: content,
  request: { params: idParam },
  responses: { 200: theReview("The review, approved"), ...refusals(400, 401, 403, 404) },
});

const rejectRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{id}/reject",
  summary: "Reject a review with a reason kept for staff",
  middleware: [content, jsonBody] as const,
  request: { params: idParam, ...jsonRequest(reviewRejectSchema) },
  responses: { 200: theReview("The review, rejected"), ...refusals(400, 401, 403, 404, 413) },
});

const replyRoute = createRoute({
  ...declared,
  method: "put",
  path: "/{id}/reply",
  summary: "Write or change the shop's reply, shown under the review",
  middleware: [content, jsonBody] as const,
  request: { params: idParam, ...jsonRequest(reviewReplySchema) },
  responses: { 200: theReview("The review with its reply"), ...refusals(400, 401, 403, 404, 413) },
});

const removeReplyRoute = createRoute({
  ...declared,
  method: "delete",
  path: "/{id}/reply",
  summary: "Remove the shop's reply",
  middleware: content,
  request: { params: idParam },
  responses: { 200: theReview("The review without a reply"), ...refusals(400, 401, 403, 404) },
});

const router = createRouter();
router.openapi(listRoute, handlers.listReviews);
router.openapi(bulkApproveRoute, handlers.bulkApprove);
router.openapi(getRoute, handlers.getReview);
router.openapi(approveRoute, handlers.approveReview);
router.openapi(rejectRoute, handlers.rejectReview);
router.openapi(replyRoute, handlers.replyToReview);
router.openapi(removeReplyRoute, handlers.removeReply);

export default router;
