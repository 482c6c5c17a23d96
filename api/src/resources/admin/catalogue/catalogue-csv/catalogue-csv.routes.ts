import { createRoute, z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { envelopeOf, jsonContent, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { catalogueImportReportSchema, importRunSummarySchema } from "@api/contract/schemas/admin-imports";
import { ApiError } from "@api/lib/envelope";
import { ownBodyLimit } from "@api/middleware/body-limit";
import { requireStaff } from "@api/middleware/staff-auth";
import { IMPORT_TOO_LARGE, MAX_IMPORT_MB } from "@api/validation/catalogue-csv";
import * as handlers from "./catalogue-csv.handlers";

const csvLimit = ownBodyLimit(
  bodyLimit({
    maxSize: MAX_IMPORT_MB * 1024 * 1024 + 64 * 1024,
    onError: () => {
      throw new ApiError(413, IMPORT_TOO_LARGE, { file: IMPORT_TOO_LARGE });
    },
  }),
);

const staff = requireStaff("catalogue.manage");
const declared = { tags: ["Back office: Import"], security: [{ [SECURITY.staff]: [] }] };

const exportRoute = createRoute({
  ...declared,
  method: "get",
  path: "/export",
  summary: "Every SKU as CSV, the columns an import reads",
  middleware: staff,
  responses: {
    200: {
      description: "The catalogue as a CSV file (an attachment named woodnest-catalogue-<day>.csv)",
      content: { "text/csv": { schema: { type: "string" as const } } },
    },
    ...refusals(401, 403),
  },
});

/** The form is described, not validated here: the handler words a missing or unreadable file's refusal. */
const importForm = {
  type: "object" as const,
  properties: {
    file: { type: "string" as const, format: "binary", description: "The catalogue CSV" },
    dryRun: { type: "string" as const, enum: ["yes"], description: "`yes` checks the file and writes nothing" },
  },
  required: ["file"],
};

/** The envelope of a file refused whole: its report rides along, so the screen shows it like a dry run's. */
const refusedFile = envelopeOf(catalogueImportReportSchema).extend({ code: z.string().optional() });

const importRoute = createRoute({
  ...declared,
  method: "post",
  path: "/import",
  summary: "Check a catalogue CSV (dry run) or start importing it",
  middleware: [staff, csvLimit] as const,
  request: { body: { required: true, content: { "multipart/form-data": { schema: importForm } } } },
  responses: {
    200: jsonContent(envelopeOf(catalogueImportReportSchema), "A dry run: what each row would do, nothing written"),
    202: jsonContent(envelopeOf(importRunSummarySchema), "The import, stored and started by a job"),
    ...refusals(400, 401, 403, 413),
    400: jsonContent(
      z.union([refusals(400)[400].content["application/json"].schema, refusedFile]),
      "No file, or a file that is not a catalogue CSV (not CSV, no sku column, no rows, too many): the report names why",
    ),
  },
});

const router = createRouter()
  .openapi(exportRoute, handlers.exportCatalogue)
  .openapi(importRoute, handlers.importCatalogue);

export default router;
