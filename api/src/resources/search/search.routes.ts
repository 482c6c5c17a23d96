import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, refusals, notModified } from "@api/contract/envelope.schemas";
import { createRouter } from "@api/contract/router";
import { searchAlternativesSchema, searchSuggestionsSchema } from "@api/contract/schemas/search";
import { CATALOG_MAX_AGE_SECONDS, publicCache } from "@api/middleware/cache";
import { getAlternatives, getSuggestions } from "./search.handlers";
import { searchTextQuery } from "./search.schemas";

const router = createRouter();
const cached = publicCache(CATALOG_MAX_AGE_SECONDS);
const tags = ["Search"];

const suggestionsRoute = createRoute({
  method: "get",
  path: "/search/suggestions",
  tags,
  summary: "While a shopper types: the categories and products the words (the last maybe unfinished) lead to",
  middleware: cached,
  request: { query: searchTextQuery },
  responses: { 200: jsonContent(envelopeOf(searchSuggestionsSchema), "Suggestions"), ...notModified, ...refusals(400) },
});

const alternativesRoute = createRoute({
  method: "get",
  path: "/search/alternatives",
  tags,
  summary: "For a search that found nothing: 'Did you mean …?' and popular categories",
  middleware: cached,
  request: { query: searchTextQuery },
  responses: {
    200: jsonContent(envelopeOf(searchAlternativesSchema), "What to offer instead"),
    ...notModified,
    ...refusals(400),
  },
});

router.openapi(suggestionsRoute, getSuggestions);
router.openapi(alternativesRoute, getAlternatives);

export default router;
