import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, listEnvelopeOf, refusals, notModified } from "@api/contract/envelope.schemas";
import { createRouter } from "@api/contract/router";
import { categoryRedirectSchema, categorySchema, subCategorySchema } from "@api/contract/schemas/catalogue";
import { CATALOG_MAX_AGE_SECONDS, publicCache } from "@api/middleware/cache";
import { findCategoryRedirect, listCategories, listSubCategories } from "./categories.handlers";
import { listQuery, redirectParam, subCategoriesQuery } from "./categories.schemas";

const router = createRouter();
const cached = publicCache(CATALOG_MAX_AGE_SECONDS);
const tags = ["Catalogue"];

const categoriesRoute = createRoute({
  method: "get",
  path: "/categories",
  tags,
  summary: "Every category in menu order; ?subCategories=true adds each one's sub-categories",
  middleware: cached,
  request: { query: listQuery },
  responses: { 200: jsonContent(listEnvelopeOf(categorySchema), "Every category"), ...notModified, ...refusals(400) },
});

const subCategoriesRoute = createRoute({
  method: "get",
  path: "/subCategories",
  tags,
  summary: "One category's sub-categories (?catSlug=), or all of them, in menu order",
  middleware: cached,
  request: { query: subCategoriesQuery },
  responses: {
    200: jsonContent(listEnvelopeOf(subCategorySchema), "The sub-categories"),
    ...notModified,
    ...refusals(400, 404),
  },
});

const redirectRoute = createRoute({
  method: "get",
  path: "/categoryRedirects/{slug}",
  tags,
  summary: "The current slug of a category whose slug staff changed",
  middleware: cached,
  request: { params: redirectParam },
  responses: {
    200: jsonContent(envelopeOf(categoryRedirectSchema), "Where the old address now leads"),
    ...notModified,
    ...refusals(400, 404),
  },
});

router.openapi(categoriesRoute, listCategories);
router.openapi(subCategoriesRoute, listSubCategories);
router.openapi(redirectRoute, findCategoryRedirect);

export default router;
