import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { categorySchema, categoryUpdateSchema, moveSchema, subCategorySchema } from "@api/validation/admin-categories";
import * as handlers from "./categories.handlers";
import { categoryIdParam, subCategoryParam } from "./categories.schemas";

const router = new Hono<AppEnv>();
const staff = requireStaff("catalogue.manage");
const byId = zValidator("param", categoryIdParam, refuseInvalid);
const bySubId = zValidator("param", subCategoryParam, refuseInvalid);

router.get("/", staff, handlers.listCategories);
router.post("/", staff, jsonBody, zValidator("json", categorySchema, refuseInvalid), handlers.createCategory);
router.get("/:id", staff, byId, handlers.getCategory);
router.patch(
  "/:id",
  staff,
  byId,
  jsonBody,
  zValidator("json", categoryUpdateSchema, refuseInvalid),
  handlers.updateCategory,
);
router.post("/:id/move", staff, byId, jsonBody, zValidator("json", moveSchema, refuseInvalid), handlers.moveCategory);
router.delete("/:id", staff, byId, handlers.deleteCategory);
router.post(
  "/:id/sub-categories",
  staff,
  byId,
  jsonBody,
  zValidator("json", subCategorySchema, refuseInvalid),
  handlers.createSubCategory,
);
router.patch(
  "/:id/sub-categories/:subId",
  staff,
  bySubId,
  jsonBody,
  zValidator("json", subCategorySchema, refuseInvalid),
  handlers.updateSubCategory,
);
router.post(
  "/:id/sub-categories/:subId/move",
  staff,
  bySubId,
  jsonBody,
  zValidator("json", moveSchema, refuseInvalid),
  handlers.moveSubCategory,
);
router.delete("/:id/sub-categories/:subId", staff, bySubId, handlers.deleteSubCategory);

export default router;
