import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, listEnvelopeOf, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { auditEntrySchema, auditFiltersSchema } from "@api/contract/schemas/admin-audit";
import { requireStaff } from "@api/middleware/staff-auth";
import { auditQuerySchema } from "@api/validation/staff";
import * as handlers from "./audit.handlers";

/** The audit log (issue 12): mounted at /admin/audit. */
const auditor = requireStaff("audit.read");
const declared = { tags: ["Back office: Audit log"], security: [{ [SECURITY.staff]: [] }] };

const listRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "Changes, newest first, by who, what and when (days in India's time)",
  middleware: auditor,
  request: { query: auditQuerySchema },
  responses: {
    200: jsonContent(listEnvelopeOf(auditEntrySchema), "One page of 25 changes"),
    ...refusals(400, 401, 403),
  },
});

const filtersRoute = createRoute({
  ...declared,
  method: "get",
  path: "/filters",
  summary: "What the filters offer: who has made changes, and the kinds of entity and action in the log",
  middleware: auditor,
  responses: { 200: jsonContent(envelopeOf(auditFiltersSchema), "The filters' choices"), ...refusals(401, 403) },
});

const router = createRouter();
router.openapi(listRoute, handlers.listAudit);
router.openapi(filtersRoute, handlers.auditFilters);

export default router;
