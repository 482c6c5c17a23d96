import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { requireCustomer } from "@api/middleware/auth";
import { refuseInvalid } from "@api/lib/validation";
import { limitCouponAttempts, validateCoupon, validateQuery } from "./coupons.handlers";

const couponsRouter = new Hono<AppEnv>().get(
  "/coupons/validate/:code",
  requireCustomer,
  limitCouponAttempts,
  zValidator("query", validateQuery, refuseInvalid),
  validateCoupon,
);

export default couponsRouter;
