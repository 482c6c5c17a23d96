import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { rateLimit } from "@api/middleware/rate-limit";
import { orderTrackingSchema } from "@api/validation/order-tracking";
import { trackOrder } from "./order-tracking.handlers";

/**
 * Per address: a shopper checks an order or two and mistypes a few times; someone guessing
 * order numbers against a known mobile stops after ten (docs/decisions/orders.md, 22).
 */
export const ORDER_TRACKING_RATE_LIMIT = { name: "order-tracking", max: 10, windowSeconds: 10 * 60 } as const;

const { name, max, windowSeconds } = ORDER_TRACKING_RATE_LIMIT;

const orderTracking = new Hono<AppEnv>().post(
  "/order-tracking",
  rateLimit(name, max, windowSeconds),
  jsonBody,
  zValidator("json", orderTrackingSchema, refuseInvalid),
  trackOrder,
);

export default orderTracking;
