import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { rateLimit } from "../../middleware/rate-limit";
import { createInquiry } from "./inquiries.handlers";

/** The path keeps the old product's spelling: storefronts and apps already call it. */
const inquiriesRoutes = new Hono<AppEnv>().post("/inquires", rateLimit("inquiry", 10, 600), createInquiry);

export default inquiriesRoutes;
