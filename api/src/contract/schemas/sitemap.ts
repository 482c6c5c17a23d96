/** What a sitemap lists: the storefront turns each entry into its own address. */
import { z } from "@hono/zod-openapi";

const lastmod = z
  .string()
  .openapi({ description: "When the page last changed, as a W3C date (YYYY-MM-DD); absent where nothing records it" })
  .optional();
const slug = z.string();

export const sitemapEntrySchema = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("category"), slug, lastmod }),
    z.object({ type: z.literal("subCategory"), categorySlug: z.string(), slug, lastmod }),
    z.object({ type: z.literal("post"), slug, lastmod }),
    z.object({ type: z.literal("project"), slug, lastmod }),
    z.object({ type: z.literal("product"), slug, lastmod }),
  ])
  .openapi("SitemapEntry", { description: "One page of the shop, by kind: one line of a sitemap file" });

export type SitemapEntry = z.output<typeof sitemapEntrySchema>;

/** How many files the sitemap has: the first lists the pages, the others the products. */
export const sitemapIndexSchema = z.object({
  urlsPerFile: z.number().int(),
  products: z.number().int().describe("Active products"),
  files: z.number().int().min(1),
});
export type SitemapIndex = z.output<typeof sitemapIndexSchema>;
