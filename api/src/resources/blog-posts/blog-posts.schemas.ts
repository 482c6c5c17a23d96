import { z } from "zod";
import { pagination } from "@api/lib/query";
import { blankToUndefined } from "@api/validation/fields";

const BLOG_PAGE_SIZE = 10;

export const listQuery = z.object({
  slug: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  ...pagination(BLOG_PAGE_SIZE, 50),
});
