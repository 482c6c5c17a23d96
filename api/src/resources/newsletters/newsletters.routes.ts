import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { jsonBody, refuseInvalid } from "../../lib/validation";
import { newsletterSchema } from "../../validation/schemas";
import { rateLimit } from "../../middleware/rate-limit";
import { subscribe } from "./newsletters.handlers";

const newsletters = new Hono<AppEnv>().post("/newsletters", rateLimit("newsletter", 10, 600), jsonBody, zValidator("json", newsletterSchema, refuseInvalid), subscribe);

export default newsletters;
