import { createRoute, z } from "@hono/zod-openapi";
import {
  envelopeOf,
  jsonContent,
  jsonRequest,
  listEnvelopeOf,
  notModified,
  refusals,
} from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { reviewSchema as reviewAnswer } from "@api/contract/schemas/reviews";
import { jsonBody } from "@api/lib/validation";
import { reviewSchema } from "@api/validation/schemas";
import { requireCustomer } from "@api/middleware/auth";
import { CATALOG_MAX_AGE_SECONDS, publicCache } from "@api/middleware/cache";
import { rateLimit } from "@api/middleware/rate-limit";
import { createReview, listReviews, ownReview } from "./reviews.handlers";
import { listQuery, ownReviewQuery } from "./reviews.schemas";

const tags = ["Reviews"];

const listRoute = createRoute({
  tags,
  method: "get",
  path: "/reviews",
  summary: "A product's approved reviews, newest first, with the average rating",
  // Kept by the storefront for a few seconds like the catalogue: a signed-in shopper, the only one who
  // can write a review, asks past that copy and sees their own at once (app/lib/product-page.server.ts).
  middleware: publicCache(CATALOG_MAX_AGE_SECONDS),
  request: { query: listQuery },
  responses: {
    200: jsonContent(
      listEnvelopeOf(reviewAnswer).extend({ averageRating: z.number().min(0).max(5) }),
      "A page of reviews, and `averageRating` (0 without any)",
    ),
    ...notModified,
    ...refusals(400, 404),
  },
});

const mineRoute = createRoute({
  tags,
  security: [{ [SECURITY.shopper]: [] }],
  method: "get",
  path: "/reviews/mine",
  summary: "The signed-in shopper's own review of a product, whatever its status, or null",
  middleware: requireCustomer,
  request: { query: ownReviewQuery },
  responses: { 200: jsonContent(envelopeOf(reviewAnswer.nullable()), "Their review, or null"), ...refusals(400, 401) },
});

const createReviewRoute = createRoute({
  tags,
  security: [{ [SECURITY.shopper]: [] }],
  method: "post",
  path: "/reviews",
  summary: "Review a product (one per shopper per product); it waits for staff unless reviews are approved at once",
  middleware: [rateLimit("reviews", 20, 3600), requireCustomer, jsonBody] as const,
  request: jsonRequest(reviewSchema),
  responses: {
    200: jsonContent(envelopeOf(reviewAnswer), "The review"),
    ...refusals(400, 401, 404, 409, 413, 429),
  },
});

const router = createRouter();
router.openapi(listRoute, listReviews);
router.openapi(mineRoute, ownReview);
router.openapi(createReviewRoute, createReview);

export default router;
