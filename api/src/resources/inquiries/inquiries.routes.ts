import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { optionalCustomer } from "@api/middleware/auth";
import { rateLimit } from "@api/middleware/rate-limit";
import { createInquiry, inquiryBody } from "./inquiries.handlers";

/** The path keeps the old product's spelling: storefronts and apps already call it. */
const inquiriesRoutes = new Hono<AppEnv>().post(
  "/inquires",
  rateLimit("inquiry", 10, 600),
  optionalCustomer,
  jsonBody,
  zValidator("json", inquiryBody, refuseInvalid),
  createInquiry,
);

export default inquiriesRoutes;
