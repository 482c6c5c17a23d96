import { createRoute, type z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";

/**
 * The two routes of one of the shop's settings pages (GST, orders, reviews): read them, and save them
 * at the version read. What the shop is and how it sells is the owner's call, so both need settings.manage.
 */
export function settingsRoutes<Settings extends z.ZodTypeAny, Update extends z.ZodTypeAny>(page: {
  /** "GST settings", in the summaries and descriptions. */
  name: string;
  readSummary: string;
  schema: Settings;
  updateSchema: Update;
}) {
  const owner = requireStaff("settings.manage");
  const declared = { tags: ["Back office: Settings"], security: [{ [SECURITY.staff]: [] }] };
  const readRoute = createRoute({
    ...declared,
    method: "get",
    path: "/",
    summary: page.readSummary,
    middleware: owner,
    responses: { 200: jsonContent(envelopeOf(page.schema), `The ${page.name}`), ...refusals(401, 403) },
  });
  const saveRoute = createRoute({
    ...declared,
    method: "put",
    path: "/",
    summary: `Save the ${page.name}; the version must be the one read`,
    middleware: [owner, jsonBody] as const,
    request: jsonRequest(page.updateSchema),
    responses: {
      200: jsonContent(envelopeOf(page.schema), "The settings as saved, with their new version"),
      ...refusals(400, 401, 403, 409, 413),
    },
  });
  return { readRoute, saveRoute };
}
