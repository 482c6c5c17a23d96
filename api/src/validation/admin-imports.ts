import { z } from "zod";

export const importIdParam = z.object({ importId: z.string().trim().min(1).max(40) });

/** Which page of an import's row errors to show. */
export const importViewQuery = z.object({
  page: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number({ invalid_type_error: "Page must be a number" }).int().min(1).max(100_000).default(1),
  ),
});
