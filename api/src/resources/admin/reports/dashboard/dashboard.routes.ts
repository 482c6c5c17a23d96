import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { dashboardSchema } from "@api/contract/schemas/admin-dashboard";
import { requireStaff } from "@api/middleware/staff-auth";
import { dashboardQuerySchema } from "@api/validation/admin-dashboard";
import * as handlers from "./dashboard.handlers";

const dashboardRoute = createRoute({
  tags: ["Back office: Dashboard"],
  security: [{ [SECURITY.staff]: [] }],
  method: "get",
  path: "/",
  summary: "Today's and this month's takings, today's events, the queue, low stock and a range's daily revenue",
  // The shop's takings: for those who run the orders (the owner and operations);
  // see docs/decisions/back-office.md, 11.
  middleware: requireStaff("orders.manage"),
  request: { query: dashboardQuerySchema },
  responses: { 200: jsonContent(envelopeOf(dashboardSchema), "The dashboard"), ...refusals(400, 401, 403) },
});

const router = createRouter();
router.openapi(dashboardRoute, handlers.getDashboard);

export default router;
