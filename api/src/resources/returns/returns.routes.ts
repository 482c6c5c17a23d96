import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { requireCustomer } from "@api/middleware/auth";
import { rateLimit } from "@api/middleware/rate-limit";
import { uploadLimit } from "../admin/media/upload-limit";
import { returnRequestSchema } from "@api/validation/returns";
import { getReturns, postReturn, postReturnPhoto } from "./returns.handlers";

const TEN_MINUTES = 10 * 60;

const returns = new Hono<AppEnv>()
  .get("/customerOrders/:id/returns", requireCustomer, getReturns)
  // Each photo is re-encoded into several renditions: a shopper's uploads are bounded like sign-ins.
  .post(
    "/customerOrders/:id/returns/photos",
    requireCustomer,
    rateLimit("return.photo", 30, TEN_MINUTES),
    uploadLimit,
    postReturnPhoto,
  )
  .post(
    "/customerOrders/:id/returns",
    requireCustomer,
    jsonBody,
    zValidator("json", returnRequestSchema, refuseInvalid),
    postReturn,
  );

export default returns;
