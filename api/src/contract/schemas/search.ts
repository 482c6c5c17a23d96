import { z } from "zod";
import { imageSchema } from "./image";

/** What a shopper's words lead to while they type. */
export const searchSuggestionsSchema = z.object({
  categories: z.array(
    z.object({
      name: z.string(),
      catSlug: z.string(),
      subCatSlug: z.string().nullable().describe("Set for a sub-category"),
      parentName: z.string().nullable().describe("A sub-category's category"),
    }),
  ),
  products: z.array(z.object({ name: z.string(), slug: z.string() })),
});

/** For a search that found nothing: a corrected spelling that finds something, and popular categories. */
export const searchAlternativesSchema = z.object({
  didYouMean: z.string().nullable(),
  categories: z.array(z.object({ name: z.string(), slug: z.string(), image: imageSchema })),
});

export type SearchSuggestions = z.output<typeof searchSuggestionsSchema>;
export type SearchAlternatives = z.output<typeof searchAlternativesSchema>;
