import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { auditQuerySchema } from "@api/validation/staff";
import * as handlers from "./audit.handlers";

const router = new Hono<AppEnv>();

router.get("/", requireStaff("audit.read"), zValidator("query", auditQuerySchema, refuseInvalid), handlers.listAudit);
router.get("/filters", requireStaff("audit.read"), handlers.auditFilters);

export default router;
