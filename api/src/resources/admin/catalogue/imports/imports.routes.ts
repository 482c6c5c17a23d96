import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { importRunSummarySchema, importRunViewSchema } from "@api/contract/schemas/admin-imports";
import { requireStaff } from "@api/middleware/staff-auth";
import { importIdParam, importViewQuery } from "@api/validation/admin-imports";
import * as handlers from "./imports.handlers";

/** The CSV imports (catalogue and delivery areas), both catalogue work, run by jobs. */
const allowed = requireStaff("catalogue.manage");
const declared = { tags: ["Back office: Import"], security: [{ [SECURITY.staff]: [] }] };

const listRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "The newest imports of both kinds",
  middleware: allowed,
  responses: {
    200: jsonContent(envelopeOf(z.array(importRunSummarySchema)), "The newest imports, newest first"),
    ...refusals(401, 403),
  },
});

const getRoute = createRoute({
  ...declared,
  method: "get",
  path: "/{importId}",
  summary: "An import's progress, outcome and a page of its row errors",
  middleware: allowed,
  request: { params: importIdParam, query: importViewQuery },
  responses: {
    200: jsonContent(envelopeOf(importRunViewSchema), "The import and one page of its row errors"),
    ...refusals(400, 401, 403, 404),
  },
});

const cancelRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{importId}/cancel",
  summary: "Stop an import after the batch being written",
  middleware: allowed,
  request: { params: importIdParam },
  responses: {
    200: jsonContent(
      // Null only if the import vanished between the cancel and the read that follows it.
      envelopeOf(importRunViewSchema.nullable()),
      "The import as it stopped (or had already finished)",
    ),
    ...refusals(400, 401, 403, 404),
  },
});

const router = createRouter()
  .openapi(listRoute, handlers.listImports)
  .openapi(getRoute, handlers.getImport)
  .openapi(cancelRoute, handlers.cancelImport);

export default router;
