import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { dashboardQuerySchema } from "@api/validation/admin-dashboard";
import * as handlers from "./dashboard.handlers";

const router = new Hono<AppEnv>();

// The shop's takings: for those who run the orders (the owner and operations);
// see docs/decisions/back-office.md, 11.
router.get(
  "/",
  requireStaff("orders.manage"),
  zValidator("query", dashboardQuerySchema, refuseInvalid),
  handlers.getDashboard,
);

export default router;
