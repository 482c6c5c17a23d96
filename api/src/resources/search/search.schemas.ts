import { z } from "zod";

/** The same limit as the listing's searchQuery. */
const MAX_QUERY_LENGTH = 100;

export const searchTextQuery = z.object({
  q: z
    .string()
    .trim()
    .min(1, "Search must not be empty")
    .max(MAX_QUERY_LENGTH, `Search must be at most ${MAX_QUERY_LENGTH} characters`),
});
