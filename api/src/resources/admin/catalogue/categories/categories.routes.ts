import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, listEnvelopeOf, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { adminCategorySchema, adminSubCategorySchema } from "@api/contract/schemas/admin-catalogue-masters";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { categorySchema, categoryUpdateSchema, moveSchema, subCategorySchema } from "@api/validation/admin-categories";
import * as handlers from "./categories.handlers";
import { categoryIdParam, subCategoryParam } from "./categories.schemas";

/** The shop's categories and their sub-categories (issue 14): mounted at /admin/categories. */
const staff = requireStaff("catalogue.manage");
const declared = { tags: ["Back office: Categories"], security: [{ [SECURITY.staff]: [] }] };
const oneCategory = (description: string) => jsonContent(envelopeOf(adminCategorySchema), description);
const oneSubCategory = (description: string) => jsonContent(envelopeOf(adminSubCategorySchema), description);
const removed = (description: string) => jsonContent(envelopeOf(z.object({ _id: z.string() })), description);

const listRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "Every category with its sub-categories and product counts, in the shop's menu order",
  middleware: staff,
  responses: {
    200: jsonContent(listEnvelopeOf(adminCategorySchema), "Every category, in the menu's order"),
    ...refusals(401, 403),
  },
});

const createCategoryRoute = createRoute({
  ...declared,
  method: "post",
  path: "/",
  summary: "Add a category at the end of the menu, with a placeholder picture",
  middleware: [staff, jsonBody] as const,
  request: jsonRequest(categorySchema),
  responses: { 200: oneCategory("The category added"), ...refusals(400, 401, 403, 409, 413) },
});

const getRoute = createRoute({
  ...declared,
  method: "get",
  path: "/{id}",
  summary: "One category with its sub-categories",
  middleware: staff,
  request: { params: categoryIdParam },
  responses: { 200: oneCategory("The category"), ...refusals(400, 401, 403, 404) },
});

const updateRoute = createRoute({
  ...declared,
  method: "patch",
  path: "/{id}",
  summary: "Rename a category or change its slug or SEO words; a new slug leaves a redirect from the old",
  description: "A save from an older version than the category's is refused with 409, naming what changed since.",
  middleware: [staff, jsonBody] as const,
  request: { params: categoryIdParam, ...jsonRequest(categoryUpdateSchema) },
  responses: { 200: oneCategory("The category as saved"), ...refusals(400, 401, 403, 404, 409, 413) },
});

const moveRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{id}/move",
  summary: "Move a category one place up or down the shop's menu",
  middleware: [staff, jsonBody] as const,
  request: { params: categoryIdParam, ...jsonRequest(moveSchema) },
  responses: {
    200: jsonContent(envelopeOf(z.array(adminCategorySchema)), "Every category, in the new order"),
    ...refusals(400, 401, 403, 404, 413),
  },
});

const deleteRoute = createRoute({
  ...declared,
  method: "delete",
  path: "/{id}",
  summary: "Delete a category that holds no product; its empty sub-categories go with it",
  middleware: staff,
  request: { params: categoryIdParam },
  responses: { 200: removed("The category deleted"), ...refusals(400, 401, 403, 404, 409) },
});

const createSubRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{id}/sub-categories",
  summary: "Add a sub-category at the end of its category's list",
  middleware: [staff, jsonBody] as const,
  request: { params: categoryIdParam, ...jsonRequest(subCategorySchema) },
  responses: { 200: oneSubCategory("The sub-category added"), ...refusals(400, 401, 403, 404, 409, 413) },
});

const updateSubRoute = createRoute({
  ...declared,
  method: "patch",
  path: "/{id}/sub-categories/{subId}",
  summary: "Rename a sub-category or change its slug",
  middleware: [staff, jsonBody] as const,
  request: { params: subCategoryParam, ...jsonRequest(subCategorySchema) },
  responses: { 200: oneSubCategory("The sub-category as saved"), ...refusals(400, 401, 403, 404, 409, 413) },
});

const moveSubRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{id}/sub-categories/{subId}/move",
  summary: "Move a sub-category one place up or down its category's list",
  middleware: [staff, jsonBody] as const,
  request: { params: subCategoryParam, ...jsonRequest(moveSchema) },
  responses: {
    200: oneCategory("The category, its sub-categories in the new order"),
    ...refusals(400, 401, 403, 404, 413),
  },
});

const deleteSubRoute = createRoute({
  ...declared,
  method: "delete",
  path: "/{id}/sub-categories/{subId}",
  summary: "Delete a sub-category that holds no product",
  middleware: staff,
  request: { params: subCategoryParam },
  responses: { 200: removed("The sub-category deleted"), ...refusals(400, 401, 403, 404, 409) },
});

const router = createRouter();
router.openapi(listRoute, handlers.listCategories);
router.openapi(createCategoryRoute, handlers.createCategory);
router.openapi(getRoute, handlers.getCategory);
router.openapi(updateRoute, handlers.updateCategory);
router.openapi(moveRoute, handlers.moveCategory);
router.openapi(deleteRoute, handlers.deleteCategory);
router.openapi(createSubRoute, handlers.createSubCategory);
router.openapi(updateSubRoute, handlers.updateSubCategory);
router.openapi(moveSubRoute, handlers.moveSubCategory);
router.openapi(deleteSubRoute, handlers.deleteSubCategory);

export default router;
