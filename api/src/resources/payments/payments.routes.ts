import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { requireCustomer } from "../../middleware/auth";
import { rateLimit } from "../../middleware/rate-limit";
import { createPaymentOrder, paymentFailed, paymentWebhook, verifyPayment } from "./payments.handlers";

const payments = new Hono<AppEnv>()
  .post("/payments/createOrder", requireCustomer, createPaymentOrder)
  // Proven by the gateway's signature, so no session is needed; throttled all the same.
  .post("/payments/verifyPayment", rateLimit("payment-callback", 60, 60), verifyPayment)
  .post("/payments/failed", requireCustomer, paymentFailed)
  .post("/payments/webhook", paymentWebhook);

export default payments;
