import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import {
  catalogueSettingsAnswerSchema,
  lowStockSchema,
  skuHistorySchema,
  stockListEnvelopeSchema,
  stockSavedSchema,
} from "@api/contract/schemas/admin-stock";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { bulkStockSchema, catalogueSettingsSchema, stockListQuerySchema } from "@api/validation/admin-stock";
import * as handlers from "./stock.handlers";
import { skuParam } from "./stock.schemas";

const catalogue = requireStaff("catalogue.manage");
const declared = { tags: ["Back office: Stock"], security: [{ [SECURITY.staff]: [] }] };

const listRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "A page of SKUs with their stock, searched and filtered (all, low, out)",
  middleware: catalogue,
  request: { query: stockListQuerySchema },
  responses: {
    200: jsonContent(stockListEnvelopeSchema, "A page of SKUs, by product name"),
    ...refusals(400, 401, 403),
  },
});

const updateRoute = createRoute({
  ...declared,
  method: "post",
  path: "/",
  summary: "Save many SKUs' counts (and thresholds) with one reason: all or none",
  middleware: [catalogue, jsonBody] as const,
  request: jsonRequest(bulkStockSchema),
  responses: {
    200: jsonContent(envelopeOf(stockSavedSchema), "The SKUs changed, each before and after"),
    ...refusals(400, 401, 403, 409, 413),
  },
});

const lowRoute = createRoute({
  ...declared,
  method: "get",
  path: "/low",
  summary: "Active SKUs at or below their threshold, the emptiest first",
  middleware: catalogue,
  responses: { 200: jsonContent(envelopeOf(lowStockSchema), "The dashboard's low-stock list"), ...refusals(401, 403) },
});

const settingsRoute = createRoute({
  ...declared,
  method: "put",
  path: "/settings",
  summary: "Set the shop's default low-stock threshold",
  middleware: [requireStaff("settings.manage"), jsonBody] as const,
  request: jsonRequest(catalogueSettingsSchema),
  responses: {
    200: jsonContent(envelopeOf(catalogueSettingsAnswerSchema), "The settings as saved"),
    ...refusals(400, 401, 403, 413),
  },
});

const historyRoute = createRoute({
  ...declared,
  method: "get",
  path: "/{kind}/{id}",
  summary: "A SKU and its latest stock changes",
  middleware: catalogue,
  request: { params: skuParam },
  responses: {
    200: jsonContent(envelopeOf(skuHistorySchema), "The SKU and its history, newest first"),
    ...refusals(400, 401, 403, 404),
  },
});

const router = createRouter()
  .openapi(listRoute, handlers.listStock)
  .openapi(updateRoute, handlers.updateStock)
  .openapi(lowRoute, handlers.lowStock)
  .openapi(settingsRoute, handlers.updateSettings)
  .openapi(historyRoute, handlers.skuHistory);

export default router;
