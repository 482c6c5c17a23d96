import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { requireCustomer } from "../../middleware/auth";
import { validateCoupon } from "./coupons.handlers";

const couponsRouter = new Hono<AppEnv>().get("/coupons/validate/:code", requireCustomer, validateCoupon);

export default couponsRouter;
