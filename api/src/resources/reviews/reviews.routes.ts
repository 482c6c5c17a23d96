import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { jsonBody, refuseInvalid } from "../../lib/validation";
import { reviewSchema } from "../../validation/schemas";
import { requireCustomer } from "../../middleware/auth";
import { rateLimit } from "../../middleware/rate-limit";
import { createReview, listQuery, listReviews } from "./reviews.handlers";

const router = new Hono<AppEnv>();

router.get("/reviews", zValidator("query", listQuery, refuseInvalid), listReviews);
router.post("/reviews", rateLimit("reviews", 20, 3600), requireCustomer, jsonBody, zValidator("json", reviewSchema, refuseInvalid), createReview);

export default router;
