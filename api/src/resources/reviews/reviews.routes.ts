import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { requireCustomer } from "../../middleware/auth";
import { rateLimit } from "../../middleware/rate-limit";
import { createReview, listReviews } from "./reviews.handlers";

const router = new Hono<AppEnv>();

router.get("/reviews", listReviews);
router.post("/reviews", rateLimit("reviews", 20, 3600), requireCustomer, createReview);

export default router;
