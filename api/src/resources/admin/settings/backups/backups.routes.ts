import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { backupStartedSchema, backupStatusSchema } from "@api/contract/schemas/admin-settings";
import { requireStaff } from "@api/middleware/staff-auth";
import * as handlers from "./backups.handlers";

/** The shop's backups: mounted at /admin/settings/backups. */
// The whole shop's data, and where its copies are kept: the owner's alone, like the other settings.
const owner = requireStaff("settings.manage");
const declared = { tags: ["Back office: Settings"], security: [{ [SECURITY.staff]: [] }] };

const statusRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "The last backups, whether one is overdue, and the schedule",
  middleware: owner,
  responses: { 200: jsonContent(envelopeOf(backupStatusSchema), "The backups' status"), ...refusals(401, 403) },
});

const startRoute = createRoute({
  ...declared,
  method: "post",
  path: "/",
  summary: "Make a backup now, by the job queue like the daily one (503 when no queue runs in this process)",
  middleware: owner,
  responses: {
    200: jsonContent(envelopeOf(backupStartedSchema), "Started, or one was already under way"),
    ...refusals(401, 403),
  },
});

const router = createRouter().openapi(statusRoute, handlers.getBackups).openapi(startRoute, handlers.startBackup);

export default router;
