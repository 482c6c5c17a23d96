import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { requireCustomer } from "@api/middleware/auth";
import { rateLimit } from "@api/middleware/rate-limit";
import {
  createPaymentOrder,
  createPaymentSchema,
  failedSchema,
  paymentFailed,
  paymentWebhook,
  verifyPayment,
  verifySchema,
} from "./payments.handlers";

const payments = new Hono<AppEnv>()
  .post(
    "/payments/createOrder",
    requireCustomer,
    jsonBody,
    zValidator("json", createPaymentSchema, refuseInvalid),
    createPaymentOrder,
  )
  // Proven by the gateway's signature, so no session is needed; throttled all the same.
  .post(
    "/payments/verifyPayment",
    rateLimit("payment-callback", 60, 60),
    jsonBody,
    zValidator("json", verifySchema, refuseInvalid),
    verifyPayment,
  )
  .post("/payments/failed", requireCustomer, jsonBody, zValidator("json", failedSchema, refuseInvalid), paymentFailed)
  .post("/payments/webhook", paymentWebhook);

export default payments;
