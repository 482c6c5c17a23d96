import { z } from "zod";
import { booleanFlag } from "@api/lib/query";

export const listQuery = z.object({ subCategories: booleanFlag("subCategories") });

export const subCategoriesQuery = z.object({ catSlug: z.string().trim().max(120).optional() });

export const redirectParam = z.object({ slug: z.string().trim().min(1).max(120) });
