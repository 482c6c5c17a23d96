import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, listEnvelopeOf, refusals, notModified } from "@api/contract/envelope.schemas";
import { createRouter } from "@api/contract/router";
import { productCardSchema, productDetailSchema, productGoneSchema } from "@api/contract/schemas/catalogue";
import { CATALOG_MAX_AGE_SECONDS, publicCache } from "@api/middleware/cache";
import { getProductBySlug, listProducts } from "./products.handlers";
import { productListQuery, productSlugParam } from "./products.schemas";

const router = createRouter();
const cached = publicCache(CATALOG_MAX_AGE_SECONDS);
const tags = ["Catalogue"];

const listRoute = createRoute({
  method: "get",
  path: "/products",
  tags,
  summary: "A page of products: the listing, a category's, a search's, related products and the home widgets",
  middleware: cached,
  request: { query: productListQuery },
  responses: {
    200: jsonContent(listEnvelopeOf(productCardSchema), "A page of products in the order asked for"),
    ...notModified,
    ...refusals(400, 404),
  },
});

const bySlugRoute = createRoute({
  method: "get",
  path: "/products/by-slug/{slug}",
  tags,
  summary: "A product's page with every colour and size; an old slug answers the product under its current one",
  middleware: cached,
  request: { params: productSlugParam },
  responses: {
    200: jsonContent(envelopeOf(productDetailSchema), "The product"),
    410: jsonContent(envelopeOf(productGoneSchema), "The product is no longer sold: its category to link to"),
    ...notModified,
    ...refusals(404),
  },
});

router.openapi(listRoute, listProducts);
router.openapi(bySlugRoute, getProductBySlug);

export default router;
