import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import {
  adminProjectCategorySchema,
  adminProjectCategoryTreeSchema,
  adminProjectPlacedSchema,
  adminProjectSchema,
  projectBannerSchema,
  projectLevelIdSchema,
  projectLevelNameSchema,
  projectLevelRowSchema,
} from "@api/contract/schemas/admin-projects";
import { imageUploadRequest } from "@api/contract/schemas/image";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { moveSchema } from "@api/validation/admin-categories";
import { projectCategorySchema, projectImageRemovalSchema, projectNameSchema } from "@api/validation/admin-projects";
import { uploadLimit } from "@api/resources/admin/media/upload-limit";
import { type ProjectLevel, groupLevel, projectLevel, subCategoryLevel } from "./project-levels";
import * as categories from "./project-categories.handlers";
import * as levels from "./project-levels.handlers";
import * as pictures from "./project-pictures.handlers";
import { projectIdParam } from "./projects.schemas";

/**
 * The shop's project gallery (issue 16), mounted at /admin/projects: categories (each a page of
 * the shop), their sub-categories (the page's tabs), groups (a carousel each) and projects.
 */
const router = createRouter();
const staff = requireStaff("content.manage");
const declared = { tags: ["Back office: Projects"], security: [{ [SECURITY.staff]: [] }] };
const everyCategory = jsonContent(
  envelopeOf(z.array(adminProjectCategorySchema)),
  "Every project category, in the gallery's order",
);
const category = (description: string) => jsonContent(envelopeOf(adminProjectCategorySchema), description);
const project = (description: string) => jsonContent(envelopeOf(adminProjectSchema), description);

const listCategoriesRoute = createRoute({
  ...declared,
  method: "get",
  path: "/categories",
  summary: "Every project category, in the gallery's order",
  middleware: staff,
  responses: { 200: everyCategory, ...refusals(401, 403) },
});

const createCategoryRoute = createRoute({
  ...declared,
  method: "post",
  path: "/categories",
  summary: "Add a project category (its slug from its name unless given); it goes last, with a placeholder banner",
  middleware: [staff, jsonBody] as const,
  request: jsonRequest(projectCategorySchema),
  responses: { 200: category("The category added"), ...refusals(400, 401, 403, 409, 413) },
});

const readCategoryRoute = createRoute({
  ...declared,
  method: "get",
  path: "/categories/{id}",
  summary: "One project category with its sub-categories, groups and projects, each in its shown order",
  middleware: staff,
  request: { params: projectIdParam },
  responses: {
    200: jsonContent(envelopeOf(adminProjectCategoryTreeSchema), "The category and everything inside it"),
    ...refusals(400, 401, 403, 404),
  },
});

const updateCategoryRoute = createRoute({
  ...declared,
  method: "patch",
  path: "/categories/{id}",
  summary: "Rename a project category, or change its slug or SEO words",
  middleware: [staff, jsonBody] as const,
  request: { params: projectIdParam, ...jsonRequest(projectCategorySchema) },
  responses: { 200: category("The category as saved"), ...refusals(400, 401, 403, 404, 409, 413) },
});

const deleteCategoryRoute = createRoute({
  ...declared,
  method: "delete",
  path: "/categories/{id}",
  summary: "Remove a project category that has no sub-categories (the 409 names them)",
  middleware: staff,
  request: { params: projectIdParam },
  responses: { 200: everyCategory, ...refusals(400, 401, 403, 404, 409) },
});

const moveCategoryRoute = createRoute({
  ...declared,
  method: "post",
  path: "/categories/{id}/move",
  summary: "Move a project category up or down one place",
  middleware: [staff, jsonBody] as const,
  request: { params: projectIdParam, ...jsonRequest(moveSchema) },
  responses: { 200: everyCategory, ...refusals(400, 401, 403, 404, 413) },
});

const categoryBannerRoute = createRoute({
  ...declared,
  method: "post",
  path: "/categories/{id}/banner",
  summary: "Replace a project category's banner with an upload",
  middleware: [staff, uploadLimit] as const,
  request: { params: projectIdParam, ...imageUploadRequest },
  responses: {
    200: jsonContent(envelopeOf(projectBannerSchema), "The new banner"),
    ...refusals(400, 401, 403, 404, 413),
  },
});

router.openapi(listCategoriesRoute, categories.listProjectCategories);
router.openapi(createCategoryRoute, categories.createProjectCategory);
router.openapi(readCategoryRoute, categories.readProjectCategory);
router.openapi(updateCategoryRoute, categories.updateProjectCategory);
router.openapi(deleteCategoryRoute, categories.deleteProjectCategory);
router.openapi(moveCategoryRoute, categories.moveProjectCategory);
router.openapi(categoryBannerRoute, categories.replaceProjectCategoryBanner);

/** The routes of a level's rows, at /<path>/{id}; a row that holds others may refuse removal (409). */
function declareLevel(path: "sub-categories" | "groups" | "items", level: ProjectLevel, holdsOthers: boolean) {
  const noun = level.label.toLowerCase();
  const renameRoute = createRoute({
    ...declared,
    method: "patch",
    path: `/${path}/{id}`,
    summary: `Rename a ${noun}`,
    middleware: [staff, jsonBody] as const,
    request: { params: projectIdParam, ...jsonRequest(projectNameSchema) },
    responses: {
      200: jsonContent(envelopeOf(projectLevelNameSchema), `The ${noun} as saved`),
      ...refusals(400, 401, 403, 404, 413),
    },
  });
  const removeRoute = createRoute({
    ...declared,
    method: "delete",
    path: `/${path}/{id}`,
    summary: holdsOthers ? `Remove an empty ${noun} (the 409 says what is still inside)` : `Remove a ${noun}`,
    middleware: staff,
    request: { params: projectIdParam },
    responses: {
      200: jsonContent(envelopeOf(projectLevelIdSchema), `The ${noun} removed`),
      ...(holdsOthers ? refusals(400, 401, 403, 404, 409) : refusals(400, 401, 403, 404)),
    },
  });
  const moveRoute = createRoute({
    ...declared,
    method: "post",
    path: `/${path}/{id}/move`,
    summary: `Move a ${noun} up or down one place among its siblings`,
    middleware: [staff, jsonBody] as const,
    request: { params: projectIdParam, ...jsonRequest(moveSchema) },
    responses: {
      200: jsonContent(envelopeOf(projectLevelIdSchema), `The ${noun} moved`),
      ...refusals(400, 401, 403, 404, 413),
    },
  });
  router.openapi(renameRoute, levels.renameInLevel(level));
  router.openapi(removeRoute, levels.removeFromLevel(level));
  router.openapi(moveRoute, levels.moveInLevel(level));
}

/** POST /<parent path>/{id}/<children>: a named row added last under its parent. */
function declareAdd(parentPath: "categories" | "sub-categories" | "groups", children: string, level: ProjectLevel) {
  const noun = level.label.toLowerCase();
  const addRoute = createRoute({
    ...declared,
    method: "post",
    path: `/${parentPath}/{id}/${children}`,
    summary: `Add a ${noun} under a ${level.parentLabel.toLowerCase()}; it goes last`,
    middleware: [staff, jsonBody] as const,
    request: { params: projectIdParam, ...jsonRequest(projectNameSchema) },
    responses: {
      200: jsonContent(envelopeOf(projectLevelRowSchema), `The ${noun} added`),
      ...refusals(400, 401, 403, 404, 413),
    },
  });
  router.openapi(addRoute, levels.addToLevel(level));
}

declareAdd("categories", "sub-categories", subCategoryLevel);
declareLevel("sub-categories", subCategoryLevel, true);
declareAdd("sub-categories", "groups", groupLevel);
declareLevel("groups", groupLevel, true);
declareAdd("groups", "projects", projectLevel);

const readProjectRoute = createRoute({
  ...declared,
  method: "get",
  path: "/items/{id}",
  summary: "One project, with its group's name and its category",
  middleware: staff,
  request: { params: projectIdParam },
  responses: {
    200: jsonContent(envelopeOf(adminProjectPlacedSchema), "The project"),
    ...refusals(400, 401, 403, 404),
  },
});
router.openapi(readProjectRoute, pictures.readProject);
declareLevel("items", projectLevel, false);

const projectImageRoute = createRoute({
  ...declared,
  method: "post",
  path: "/items/{id}/image",
  summary: "Replace a project's main picture (shown first in its carousel) with an upload",
  middleware: [staff, uploadLimit] as const,
  request: { params: projectIdParam, ...imageUploadRequest },
  responses: { 200: project("The project with its new main picture"), ...refusals(400, 401, 403, 404, 413) },
});

const addProjectImageRoute = createRoute({
  ...declared,
  method: "post",
  path: "/items/{id}/images",
  summary: "Add an uploaded picture to a project, after the others",
  middleware: [staff, uploadLimit] as const,
  request: { params: projectIdParam, ...imageUploadRequest },
  responses: { 200: project("The project with the picture added"), ...refusals(400, 401, 403, 404, 413) },
});

const removeProjectImageRoute = createRoute({
  ...declared,
  method: "post",
  path: "/items/{id}/images/remove",
  summary: "Take one of a project's other pictures away, by its address",
  middleware: [staff, jsonBody] as const,
  request: { params: projectIdParam, ...jsonRequest(projectImageRemovalSchema) },
  responses: {
    200: project("The project without the picture"),
    ...refusals(400, 401, 403, 404, 413),
  },
});

router.openapi(projectImageRoute, pictures.replaceProjectImage);
router.openapi(addProjectImageRoute, pictures.addProjectImage);
router.openapi(removeProjectImageRoute, pictures.removeProjectImage);

export default router;
