import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { moveSchema } from "@api/validation/admin-categories";
import { projectCategorySchema, projectImageRemovalSchema, projectNameSchema } from "@api/validation/admin-projects";
import { uploadLimit } from "@api/resources/admin/media/upload-limit";
import { groupLevel, projectLevel, subCategoryLevel } from "./project-levels";
import * as handlers from "./projects.handlers";
import { projectIdParam } from "./projects.schemas";

/**
 * The shop's project gallery (issue 16), mounted at /admin/projects: categories (each a page of
 * the shop), their sub-categories (the page's tabs), groups (a carousel each) and projects.
 */
const router = new Hono<AppEnv>();
const staff = requireStaff("content.manage");
const param = zValidator("param", projectIdParam, refuseInvalid);
const named = [jsonBody, zValidator("json", projectNameSchema, refuseInvalid)] as const;
const moved = [jsonBody, zValidator("json", moveSchema, refuseInvalid)] as const;
const category = [jsonBody, zValidator("json", projectCategorySchema, refuseInvalid)] as const;

router.get("/categories", staff, handlers.listProjectCategories);
router.post("/categories", staff, ...category, handlers.createProjectCategory);
router.get("/categories/:id", staff, param, handlers.readProjectCategory);
router.patch("/categories/:id", staff, param, ...category, handlers.updateProjectCategory);
router.delete("/categories/:id", staff, param, handlers.deleteProjectCategory);
router.post("/categories/:id/move", staff, param, ...moved, handlers.moveProjectCategory);
router.post("/categories/:id/banner", staff, param, uploadLimit, handlers.replaceProjectCategoryBanner);
router.post("/categories/:id/sub-categories", staff, param, ...named, handlers.addToLevel(subCategoryLevel));

router.patch("/sub-categories/:id", staff, param, ...named, handlers.renameInLevel(subCategoryLevel));
router.delete("/sub-categories/:id", staff, param, handlers.removeFromLevel(subCategoryLevel));
router.post("/sub-categories/:id/move", staff, param, ...moved, handlers.moveInLevel(subCategoryLevel));
router.post("/sub-categories/:id/groups", staff, param, ...named, handlers.addToLevel(groupLevel));

router.patch("/groups/:id", staff, param, ...named, handlers.renameInLevel(groupLevel));
router.delete("/groups/:id", staff, param, handlers.removeFromLevel(groupLevel));
router.post("/groups/:id/move", staff, param, ...moved, handlers.moveInLevel(groupLevel));
router.post("/groups/:id/projects", staff, param, ...named, handlers.addToLevel(projectLevel));

router.get("/items/:id", staff, param, handlers.readProject);
router.patch("/items/:id", staff, param, ...named, handlers.renameInLevel(projectLevel));
router.delete("/items/:id", staff, param, handlers.removeFromLevel(projectLevel));
router.post("/items/:id/move", staff, param, ...moved, handlers.moveInLevel(projectLevel));
router.post("/items/:id/image", staff, param, uploadLimit, handlers.replaceProjectImage);
router.post("/items/:id/images", staff, param, uploadLimit, handlers.addProjectImage);
router.post(
  "/items/:id/images/remove",
  staff,
  param,
  jsonBody,
  zValidator("json", projectImageRemovalSchema, refuseInvalid),
  handlers.removeProjectImage,
);

export default router;
