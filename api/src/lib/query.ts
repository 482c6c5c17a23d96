import { z } from "zod";

/** A query value that may come once or repeated; always an array after parsing. */
export const repeated = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).filter((s) => s !== ""));

/** page from 1; limit 0 means "everything" as the spec's ?limit=0 asks. */
export const pagination = (defaultLimit: number, maxLimit = 100) => ({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(0).max(maxLimit).default(defaultLimit),
});

export const offsetOf = ({ page, limit }: { page: number; limit: number }) => (page - 1) * limit;

/** A yes/no query switch such as ?subCategories=true; absent means false. */
export const booleanFlag = (name: string) =>
  z
    .enum(["true", "false", "1", "0"], { errorMap: () => ({ message: `${name} must be true or false` }) })
    .optional()
    .transform((v) => v === "true" || v === "1");
