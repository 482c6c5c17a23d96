import { ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import { suggestionsFor } from "./search.queries";
import type { searchTextQuery } from "./search.schemas";
import { searchAlternatives } from "./search.service";

/**
 * GET /search/suggestions?q=: while a shopper types, the categories and products the words
 * (the last one maybe unfinished) lead to. The same for everyone: cacheable.
 */
export async function getSuggestions(c: ValidatedContext<{ query: typeof searchTextQuery }>) {
  return ok(c, await suggestionsFor(c.get("deps").db, c.req.valid("query").q));
}

/** GET /search/alternatives?q=: for a search that found nothing, 'Did you mean …?' and popular categories. */
export async function getAlternatives(c: ValidatedContext<{ query: typeof searchTextQuery }>) {
  return ok(c, await searchAlternatives(c.get("deps").db, c.req.valid("query").q));
}
