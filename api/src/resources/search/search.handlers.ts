import { z } from "zod";
import { ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import { suggestionsFor } from "./search.queries";
import { searchAlternatives } from "./search.service";

/** The same limit as the listing's searchQuery. */
const MAX_QUERY_LENGTH = 100;

export const searchTextQuery = z.object({
  q: z
    .string()
    .trim()
    .min(1, "Search must not be empty")
    .max(MAX_QUERY_LENGTH, `Search must be at most ${MAX_QUERY_LENGTH} characters`),
});

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
