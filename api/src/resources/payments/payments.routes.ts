import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../../context";
import { requireCustomer } from "../../middleware/auth";
import { rateLimit } from "../../middleware/rate-limit";
import { createPaymentOrder, paymentFailed, paymentWebhook, verifyPayment } from "./payments.handlers";

/** A token is optional here, but one that is sent must be valid. */
const customerIfSignedIn: MiddlewareHandler<AppEnv> = (c, next) =>
  c.req.header("authorization") ? requireCustomer(c, next) : next();

const payments = new Hono<AppEnv>()
  .post("/payments/createOrder", requireCustomer, createPaymentOrder)
  // Signed (verify) or checked with the gateway (failed), so no session is needed; throttled all the same.
  .post("/payments/verifyPayment", rateLimit("payment-callback", 60, 60), verifyPayment)
  .post("/payments/failed", rateLimit("payment-callback", 60, 60), customerIfSignedIn, paymentFailed)
  .post("/payments/webhook", paymentWebhook);

export default payments;
