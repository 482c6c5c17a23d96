import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { rateLimit } from "@api/middleware/rate-limit";
import { getPaymentLink, linkVerifySchema, verifyPaymentLink } from "./payment-links.handlers";

const TEN_MINUTES = 600;

/** Public (the signed link is the proof), so limited per address: guessing tokens gets nowhere fast. */
const paymentLinks = new Hono<AppEnv>()
  .get("/paymentLinks/:token", rateLimit("payment-link", 60, TEN_MINUTES), getPaymentLink)
  .post(
    "/paymentLinks/:token/verify",
    rateLimit("payment-link", 60, TEN_MINUTES),
    jsonBody,
    zValidator("json", linkVerifySchema, refuseInvalid),
    verifyPaymentLink,
  );

export default paymentLinks;
