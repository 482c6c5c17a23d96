import { z } from "zod";
import { pagination } from "@api/lib/query";

const BLOG_PAGE_SIZE = 10;

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const listQuery = z.object({
  slug: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  ...pagination(BLOG_PAGE_SIZE, 50),
});
