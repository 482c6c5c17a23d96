import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { bulkStockSchema, catalogueSettingsSchema, stockListQuerySchema } from "@api/validation/admin-stock";
import * as handlers from "./stock.handlers";
import { skuParam } from "./stock.schemas";

const router = new Hono<AppEnv>();

router.get(
  "/",
  requireStaff("catalogue.manage"),
  zValidator("query", stockListQuerySchema, refuseInvalid),
  handlers.listStock,
);
router.post(
  "/",
  requireStaff("catalogue.manage"),
  jsonBody,
  zValidator("json", bulkStockSchema, refuseInvalid),
  handlers.updateStock,
);
router.get("/low", requireStaff("catalogue.manage"), handlers.lowStock);
router.put(
  "/settings",
  requireStaff("settings.manage"),
  jsonBody,
  zValidator("json", catalogueSettingsSchema, refuseInvalid),
  handlers.updateSettings,
);
router.get(
  "/:kind/:id",
  requireStaff("catalogue.manage"),
  zValidator("param", skuParam, refuseInvalid),
  handlers.skuHistory,
);

export default router;
