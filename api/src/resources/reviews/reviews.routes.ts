import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { reviewSchema } from "@api/validation/schemas";
import { requireCustomer } from "@api/middleware/auth";
import { CATALOG_MAX_AGE_SECONDS, publicCache } from "@api/middleware/cache";
import { rateLimit } from "@api/middleware/rate-limit";
import { createReview, listQuery, listReviews, ownReview, ownReviewQuery } from "./reviews.handlers";

const router = new Hono<AppEnv>();

// Kept by the storefront for a few seconds like the catalogue: a signed-in shopper, the only one who
// can write a review, asks past that copy and sees their own at once (app/lib/product-page.server.ts).
router.get(
  "/reviews",
  publicCache(CATALOG_MAX_AGE_SECONDS),
  zValidator("query", listQuery, refuseInvalid),
  listReviews,
);
router.get("/reviews/mine", requireCustomer, zValidator("query", ownReviewQuery, refuseInvalid), ownReview);
router.post(
  "/reviews",
  rateLimit("reviews", 20, 3600),
  requireCustomer,
  jsonBody,
  zValidator("json", reviewSchema, refuseInvalid),
  createReview,
);

export default router;
