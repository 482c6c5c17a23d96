import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { gstReportQuerySchema, gstReportSheetParams } from "@api/validation/gst-report";
import { getGstReport, getGstReportCsv } from "./gst-report.handlers";

const router = new Hono<AppEnv>();
const staff = requireStaff("orders.manage");

router.get("/gst", staff, zValidator("query", gstReportQuerySchema, refuseInvalid), getGstReport);
router.get(
  "/gst/:sheet",
  staff,
  zValidator("param", gstReportSheetParams, refuseInvalid),
  zValidator("query", gstReportQuerySchema, refuseInvalid),
  getGstReportCsv,
);

export default router;
