import { z } from "zod";
import { pagination, repeated } from "@api/lib/query";
import { blankToUndefined, requiredText } from "@api/validation/fields";

const optionalParam = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

export const categoriesQuery = z.object({ slug: optionalParam(200), ...pagination(0, 100) });

export const subCategoriesQuery = z.object({ categories: repeated });

export const forWebsiteQuery = z.object({
  catSlug: requiredText("Project category", 200),
  subCategory: optionalParam(64),
});
