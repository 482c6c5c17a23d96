import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { adminCategoryImageSchema } from "@api/contract/schemas/admin-catalogue-masters";
import { imageSchema, imageUploadRequest } from "@api/contract/schemas/image";
import { requireStaff } from "@api/middleware/staff-auth";
import { uploadLimit } from "@api/resources/admin/media/upload-limit";
import * as handlers from "./category-image.handlers";
import { categoryIdParam } from "./category-image.schemas";

/** A category's one picture (its tile and banner): mounted at /admin/categories/:id/image. */
const staff = requireStaff("catalogue.manage");
const declared = { tags: ["Back office: Categories"], security: [{ [SECURITY.staff]: [] }] };

const getRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "A category's name and picture",
  middleware: staff,
  request: { params: categoryIdParam },
  responses: {
    200: jsonContent(envelopeOf(adminCategoryImageSchema), "The category's picture"),
    ...refusals(400, 401, 403, 404),
  },
});

const replaceRoute = createRoute({
  ...declared,
  method: "post",
  path: "/",
  summary: "Replace a category's picture with an upload",
  middleware: [staff, uploadLimit] as const,
  request: { params: categoryIdParam, ...imageUploadRequest },
  responses: {
    200: jsonContent(envelopeOf(z.object({ image: imageSchema })), "The new picture"),
    ...refusals(400, 401, 403, 404, 413),
  },
});

const router = createRouter();
router.openapi(getRoute, handlers.getCategoryImage);
router.openapi(replaceRoute, handlers.replaceCategoryImage);

export default router;
