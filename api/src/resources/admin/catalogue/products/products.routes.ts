import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, listEnvelopeOf, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import {
  adminProductRowSchema,
  adminProductSchema,
  productFormOptionsSchema,
} from "@api/contract/schemas/admin-products";
import { productDetailSchema } from "@api/contract/schemas/catalogue";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import {
  addColorSchema,
  addSizeSchema,
  productCreateSchema,
  productListQuerySchema,
  productUpdateSchema,
  productVersionSchema,
  variantsUpdateSchema,
} from "@api/validation/admin-products";
import * as handlers from "./products.handlers";
import { productColorParam, productIdParam as idParam, productSizeParam, productSlugParam } from "./products.schemas";

const staff = requireStaff("catalogue.manage");
const declared = { tags: ["Back office: Products"], security: [{ [SECURITY.staff]: [] }] };
const theProduct = (description: string) => jsonContent(envelopeOf(adminProductSchema), description);
/** A change to a product: refused for a field (400), a product gone (404) or an older copy (409). */
const writeRefusals = refusals(400, 401, 403, 404, 409, 413);

const listRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "A page of products, searched by name or any SKU, filtered and sorted",
  middleware: staff,
  request: { query: productListQuerySchema },
  responses: {
    200: jsonContent(listEnvelopeOf(adminProductRowSchema), "A page of products"),
    ...refusals(400, 401, 403),
  },
});

const optionsRoute = createRoute({
  ...declared,
  method: "get",
  path: "/options",
  summary: "What the product forms choose from: categories, colours and sizes",
  middleware: staff,
  responses: { 200: jsonContent(envelopeOf(productFormOptionsSchema), "The choices"), ...refusals(401, 403) },
});

const previewRoute = createRoute({
  ...declared,
  method: "get",
  path: "/preview/{slug}",
  summary: "A product as its page would show it, even while it is not on sale",
  middleware: staff,
  request: { params: productSlugParam },
  responses: {
    200: jsonContent(envelopeOf(productDetailSchema.extend({ isActive: z.boolean() })), "The product's page"),
    ...refusals(400, 401, 403, 404),
  },
});

const createProductRoute = createRoute({
  ...declared,
  method: "post",
  path: "/",
  summary: "Add a product; it starts inactive",
  middleware: [staff, jsonBody] as const,
  request: jsonRequest(productCreateSchema),
  responses: { 200: theProduct("The product added"), ...refusals(400, 401, 403, 409, 413) },
});

const getRoute = createRoute({
  ...declared,
  method: "get",
  path: "/{id}",
  summary: "A product as the edit screen shows it",
  middleware: staff,
  request: { params: idParam },
  responses: { 200: theProduct("The product"), ...refusals(400, 401, 403, 404) },
});

const updateRoute = createRoute({
  ...declared,
  method: "patch",
  path: "/{id}",
  summary: "Change a product's fields",
  middleware: [staff, jsonBody] as const,
  request: { params: idParam, ...jsonRequest(productUpdateSchema) },
  responses: { 200: theProduct("The product as saved"), ...writeRefusals },
});

const duplicateRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{id}/duplicate",
  summary: "Copy a product, inactive, with free SKUs",
  middleware: staff,
  request: { params: idParam },
  responses: { 200: theProduct("The copy"), ...refusals(400, 401, 403, 404, 409) },
});

const activateRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{id}/activate",
  summary: "Put a product on sale",
  middleware: [staff, jsonBody] as const,
  request: { params: idParam, ...jsonRequest(productVersionSchema) },
  responses: { 200: theProduct("The product, on sale"), ...writeRefusals },
});

const deactivateRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{id}/deactivate",
  summary: "Take a product out of the shop",
  middleware: [staff, jsonBody] as const,
  request: { params: idParam, ...jsonRequest(productVersionSchema) },
  responses: { 200: theProduct("The product, out of the shop"), ...writeRefusals },
});

const variantsRoute = createRoute({
  ...declared,
  method: "put",
  path: "/{id}/variants",
  summary: "Save the variants' SKUs, prices, stock and order limits",
  middleware: [staff, jsonBody] as const,
  request: { params: idParam, ...jsonRequest(variantsUpdateSchema) },
  responses: { 200: theProduct("The product with its variants saved"), ...writeRefusals },
});

const addColorRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{id}/colors",
  summary: "Add a colour to a product",
  middleware: [staff, jsonBody] as const,
  request: { params: idParam, ...jsonRequest(addColorSchema) },
  responses: { 200: theProduct("The product with the colour added"), ...writeRefusals },
});

const addSizeRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{id}/sizes",
  summary: "Add a size to a product",
  middleware: [staff, jsonBody] as const,
  request: { params: idParam, ...jsonRequest(addSizeSchema) },
  responses: { 200: theProduct("The product with the size added"), ...writeRefusals },
});

const removeColorRoute = createRoute({
  ...declared,
  method: "delete",
  path: "/{id}/colors/{colorId}",
  summary: "Remove a colour from a product",
  middleware: [staff, jsonBody] as const,
  request: { params: productColorParam, ...jsonRequest(productVersionSchema) },
  responses: { 200: theProduct("The product without the colour"), ...writeRefusals },
});

const removeSizeRoute = createRoute({
  ...declared,
  method: "delete",
  path: "/{id}/sizes/{sizeId}",
  summary: "Remove a size from a product",
  middleware: [staff, jsonBody] as const,
  request: { params: productSizeParam, ...jsonRequest(productVersionSchema) },
  responses: { 200: theProduct("The product without the size"), ...writeRefusals },
});

/** Declared one by one, not chained: a chain this long makes the admin router's type too complex to check. */
const router = createRouter();
router.openapi(listRoute, handlers.listProducts);
router.openapi(optionsRoute, handlers.productOptions);
router.openapi(previewRoute, handlers.previewProduct);
router.openapi(createProductRoute, handlers.createProduct);
router.openapi(getRoute, handlers.getProduct);
router.openapi(updateRoute, handlers.updateProduct);
router.openapi(duplicateRoute, handlers.duplicateProduct);
router.openapi(activateRoute, handlers.activateProduct);
router.openapi(deactivateRoute, handlers.deactivateProduct);
router.openapi(variantsRoute, handlers.saveVariants);
router.openapi(addColorRoute, handlers.addProductColour);
router.openapi(addSizeRoute, handlers.addProductSize);
router.openapi(removeColorRoute, handlers.removeProductColour);
router.openapi(removeSizeRoute, handlers.removeProductSize);

export default router;
