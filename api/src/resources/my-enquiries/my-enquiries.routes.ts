import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { refuseInvalid } from "../../lib/validation";
import { requireCustomer } from "../../middleware/auth";
import * as handlers from "./my-enquiries.handlers";

const router = new Hono<AppEnv>();

router.use("*", requireCustomer);
router.get("/", zValidator("query", handlers.myEnquiriesQuery, refuseInvalid), handlers.myEnquiries);
router.get("/:id", handlers.myEnquiry);

export default router;
