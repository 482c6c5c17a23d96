import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { imageAddedSchema, imageListSchema, productImagesSchema } from "@api/contract/schemas/admin-products";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { productImageChangeSchema } from "@api/validation/admin-media";
import { uploadLimit } from "@api/resources/admin/media/upload-limit";
import * as handlers from "./product-images.handlers";
import { productIdParam as idParam } from "./product-images.schemas";

/** A product's pictures, and each colour's: mounted at /admin/products/:id/images. */
const staff = requireStaff("catalogue.manage");
const declared = { tags: ["Back office: Products"], security: [{ [SECURITY.staff]: [] }] };

const getRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "A product's pictures and, for colour products, each colour's",
  middleware: staff,
  request: { params: idParam },
  responses: { 200: jsonContent(envelopeOf(productImagesSchema), "The pictures"), ...refusals(400, 401, 403, 404) },
});

/** The form is described, not validated here: the upload's own checks (storeUploadedImage) word its refusals. */
const imageForm = {
  type: "object" as const,
  properties: {
    image: { type: "string" as const, format: "binary" },
    alt: { type: "string" as const, description: "The picture described for people who cannot see it" },
    color: { type: "string" as const, description: "The product colour's id, for a colour's picture" },
  },
  required: ["image", "alt"],
};

const addRoute = createRoute({
  ...declared,
  method: "post",
  path: "/",
  summary: "Add an uploaded picture at the end of the product's (or a colour's) list",
  middleware: [staff, uploadLimit] as const,
  request: {
    params: idParam,
    body: { required: true, content: { "multipart/form-data": { schema: imageForm } } },
  },
  responses: {
    200: jsonContent(envelopeOf(imageAddedSchema), "The picture stored and the list it joined"),
    ...refusals(400, 401, 403, 404, 409, 413),
  },
});

const changeRoute = createRoute({
  ...declared,
  method: "patch",
  path: "/",
  summary: "Move, make first, remove or re-describe one picture, named by its address",
  middleware: [staff, jsonBody] as const,
  request: { params: idParam, ...jsonRequest(productImageChangeSchema) },
  responses: {
    200: jsonContent(envelopeOf(imageListSchema), "The list after the change"),
    ...refusals(400, 401, 403, 404, 409, 413),
  },
});

const router = createRouter()
  .openapi(getRoute, handlers.getProductImages)
  .openapi(addRoute, handlers.addProductImage)
  .openapi(changeRoute, handlers.changeProductImage);

export default router;
