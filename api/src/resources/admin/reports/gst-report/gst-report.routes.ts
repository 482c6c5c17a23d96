import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, fileContent, jsonContent, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { gstReportSchema } from "@api/contract/schemas/admin-reports";
import { requireStaff } from "@api/middleware/staff-auth";
import { gstReportQuerySchema, gstReportSheetParams } from "@api/validation/gst-report";
import { getGstReport, getGstReportCsv } from "./gst-report.handlers";

/** The GST return's figures (issue 19): mounted at /admin/reports. */
const staff = requireStaff("orders.manage");
const declared = { tags: ["Back office: Reports"], security: [{ [SECURITY.staff]: [] }] };

const reportRoute = createRoute({
  ...declared,
  method: "get",
  path: "/gst",
  summary: "A month's GSTR-1: every sheet with its totals",
  middleware: staff,
  request: { query: gstReportQuerySchema },
  responses: { 200: jsonContent(envelopeOf(gstReportSchema), "The month's report"), ...refusals(400, 401, 403) },
});

const sheetRoute = createRoute({
  ...declared,
  method: "get",
  path: "/gst/{sheet}",
  summary: "One sheet as the GST offline tool's CSV (a header row, then the rows)",
  middleware: staff,
  request: { params: gstReportSheetParams, query: gstReportQuerySchema },
  responses: { 200: fileContent("text/csv", "The sheet, an attachment"), ...refusals(400, 401, 403) },
});

const router = createRouter();
router.openapi(reportRoute, getGstReport);
router.openapi(sheetRoute, getGstReportCsv);

export default router;
