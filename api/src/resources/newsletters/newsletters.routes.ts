import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { jsonBody, refuseInvalid } from "../../lib/validation";
import { newsletterSchema } from "../../validation/schemas";
import { rateLimit } from "../../middleware/rate-limit";
import { readUnsubscribe, subscribe, unsubscribe, unsubscribeParam } from "./newsletters.handlers";

const newsletters = new Hono<AppEnv>()
  .post("/newsletters", rateLimit("newsletter", 10, 600), jsonBody, zValidator("json", newsletterSchema, refuseInvalid), subscribe)
  .get("/newsletters/unsubscribe/:token", rateLimit("unsubscribe", 60, 600), zValidator("param", unsubscribeParam, refuseInvalid), readUnsubscribe)
  .post("/newsletters/unsubscribe/:token", rateLimit("unsubscribe", 60, 600), zValidator("param", unsubscribeParam, refuseInvalid), unsubscribe);

export default newsletters;
