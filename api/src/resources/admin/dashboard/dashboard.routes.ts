import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "../../../context";
import { refuseInvalid } from "../../../lib/validation";
import { requireStaff } from "../../../middleware/staff-auth";
import { dashboardQuerySchema } from "../../../validation/admin-dashboard";
import * as handlers from "./dashboard.handlers";

const router = new Hono<AppEnv>();

// The shop's takings: for those who run the orders (the owner and operations);
// see docs/decisions/back-office.md, 11.
router.get("/", requireStaff("orders.manage"), zValidator("query", dashboardQuerySchema, refuseInvalid), handlers.getDashboard);

export default router;
