import { createRoute } from "@hono/zod-openapi";
import { jsonContent, listEnvelopeOf, notModified, refusals } from "@api/contract/envelope.schemas";
import { createRouter } from "@api/contract/router";
import { colorSchema, sizeSchema } from "@api/contract/schemas/catalogue";
import { CATALOG_MAX_AGE_SECONDS, publicCache } from "@api/middleware/cache";
import { listColors, listSizes } from "./attributes.handlers";
import { attributeQuery } from "./attributes.schemas";

const tags = ["Catalogue"];
const cached = publicCache(CATALOG_MAX_AGE_SECONDS);

const colorsRoute = createRoute({
  tags,
  method: "get",
  path: "/colors",
  summary: "Every colour, or with catSlug (and subCatSlug) only those some active product of that shelf comes in",
  middleware: cached,
  request: { query: attributeQuery },
  responses: {
    200: jsonContent(listEnvelopeOf(colorSchema), "The colours, by name"),
    ...notModified,
    ...refusals(400, 404),
  },
});

const sizesRoute = createRoute({
  tags,
  method: "get",
  path: "/sizes",
  summary: "Every size, or with catSlug (and subCatSlug) only those some active product of that shelf comes in",
  middleware: cached,
  request: { query: attributeQuery },
  responses: {
    200: jsonContent(listEnvelopeOf(sizeSchema), "The sizes, in the shop's order"),
    ...notModified,
    ...refusals(400, 404),
  },
});

const router = createRouter();
router.openapi(colorsRoute, listColors);
router.openapi(sizesRoute, listSizes);

export default router;
