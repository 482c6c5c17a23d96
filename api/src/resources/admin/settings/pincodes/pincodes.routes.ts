import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, listEnvelopeOf, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { importRunSummarySchema } from "@api/contract/schemas/admin-imports";
import {
  deliveryAreaSchema,
  pincodeImportReportSchema,
  rangeAddedSchema,
  statusChangedSchema,
} from "@api/contract/schemas/admin-pincodes";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import {
  pincodeCreateSchema,
  pincodeEditSchema,
  pincodeImportSchema,
  pincodeListQuerySchema,
  pincodeRangeSchema,
  pincodeStatusSchema,
} from "@api/validation/admin-pincodes";
import * as handlers from "./pincodes.handlers";
import { pincodeParam } from "./pincodes.schemas";

/** The delivery areas (issue 14): catalogue work, mounted at /admin/pincodes. */
const allowed = requireStaff("catalogue.manage");
const declared = { tags: ["Back office: Delivery areas"], security: [{ [SECURITY.staff]: [] }] };
const theArea = (description: string) => jsonContent(envelopeOf(deliveryAreaSchema), description);

const listRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "Delivery areas by pincode, city or state, status and cash on delivery",
  middleware: allowed,
  request: { query: pincodeListQuerySchema },
  responses: { 200: jsonContent(listEnvelopeOf(deliveryAreaSchema), "One page of areas"), ...refusals(400, 401, 403) },
});

const createAreaRoute = createRoute({
  ...declared,
  method: "post",
  path: "/",
  summary: "Deliver to a new pincode (409 when it is already served)",
  middleware: [allowed, jsonBody] as const,
  request: jsonRequest(pincodeCreateSchema),
  responses: { 200: theArea("The area added"), ...refusals(400, 401, 403, 409, 413) },
});

const rangeRoute = createRoute({
  ...declared,
  method: "post",
  path: "/range",
  summary: "Deliver to every pincode of a range with the same details; those already served are left as they are",
  middleware: [allowed, jsonBody] as const,
  request: jsonRequest(pincodeRangeSchema),
  responses: { 200: jsonContent(envelopeOf(rangeAddedSchema), "How many were added"), ...refusals(400, 401, 403, 413) },
});

const statusRoute = createRoute({
  ...declared,
  method: "post",
  path: "/status",
  summary: "Activate or deactivate several pincodes at once (404 when one is not a delivery area)",
  middleware: [allowed, jsonBody] as const,
  request: jsonRequest(pincodeStatusSchema),
  responses: {
    200: jsonContent(envelopeOf(statusChangedSchema), "The pincodes changed"),
    ...refusals(400, 401, 403, 404, 413),
  },
});

const importRoute = createRoute({
  ...declared,
  method: "post",
  path: "/import",
  summary: "Import a CSV of areas: a dry run reports every row's errors; a file without errors is written by a job",
  middleware: [allowed, jsonBody] as const,
  request: jsonRequest(pincodeImportSchema),
  responses: {
    200: jsonContent(envelopeOf(pincodeImportReportSchema), "The dry run's report"),
    202: jsonContent(envelopeOf(importRunSummarySchema), "The import, stored and started by a job"),
    ...refusals(400, 401, 403, 413),
  },
});

const getRoute = createRoute({
  ...declared,
  method: "get",
  path: "/{pincode}",
  summary: "One delivery area",
  middleware: allowed,
  request: { params: pincodeParam },
  responses: { 200: theArea("The area"), ...refusals(400, 401, 403, 404) },
});

const updateRoute = createRoute({
  ...declared,
  method: "patch",
  path: "/{pincode}",
  summary: "Change a delivery area's city, state, estimate, cash on delivery or status",
  middleware: [allowed, jsonBody] as const,
  request: { params: pincodeParam, ...jsonRequest(pincodeEditSchema) },
  responses: { 200: theArea("The area as saved"), ...refusals(400, 401, 403, 404, 413) },
});

const router = createRouter();
router.openapi(listRoute, handlers.listPincodes);
router.openapi(createAreaRoute, handlers.createPincode);
router.openapi(rangeRoute, handlers.addRange);
router.openapi(statusRoute, handlers.setStatus);
router.openapi(importRoute, handlers.importPincodes);
router.openapi(getRoute, handlers.getPincode);
router.openapi(updateRoute, handlers.updatePincode);

export default router;
