import { createRoute } from "@hono/zod-openapi";
import { jsonContent, listEnvelopeOf, refusals, notModified } from "@api/contract/envelope.schemas";
import { createRouter } from "@api/contract/router";
import { projectCategorySchema, projectGroupSchema, projectSubCategorySchema } from "@api/contract/schemas/projects";
import { CATALOG_MAX_AGE_SECONDS, publicCache } from "@api/middleware/cache";
import { listProjectCategories, listProjectSubCategories, listProjectsForWebsite } from "./projects.handlers";
import { categoriesQuery, forWebsiteQuery, subCategoriesQuery } from "./projects.schemas";

const router = createRouter();
const cached = publicCache(CATALOG_MAX_AGE_SECONDS);
const tags = ["Projects"];

const categoriesRoute = createRoute({
  method: "get",
  path: "/projectCategories",
  tags,
  summary: "Project categories in menu order; ?slug= for one (404 when unknown)",
  middleware: cached,
  request: { query: categoriesQuery },
  responses: {
    200: jsonContent(listEnvelopeOf(projectCategorySchema), "A page of project categories"),
    ...notModified,
    ...refusals(400, 404),
  },
});

const subCategoriesRoute = createRoute({
  method: "get",
  path: "/projectSubCategories",
  tags,
  summary: "The tabs of project pages, in order; ?categories= (repeatable) for those of some categories",
  middleware: cached,
  request: { query: subCategoriesQuery },
  responses: {
    200: jsonContent(listEnvelopeOf(projectSubCategorySchema), "Every tab asked for"),
    ...notModified,
    ...refusals(400),
  },
});

const forWebsiteRoute = createRoute({
  method: "get",
  path: "/projects/for-website",
  tags,
  summary: "The carousels of one tab of a project page (the first tab without ?subCategory=)",
  middleware: cached,
  request: { query: forWebsiteQuery },
  responses: {
    200: jsonContent(listEnvelopeOf(projectGroupSchema), "One group per child category, with its projects"),
    ...notModified,
    ...refusals(400, 404),
  },
});

router.openapi(categoriesRoute, listProjectCategories);
router.openapi(subCategoriesRoute, listProjectSubCategories);
router.openapi(forWebsiteRoute, listProjectsForWebsite);

export default router;
