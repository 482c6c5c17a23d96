import { z } from "zod";

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const slugParam = z.preprocess(blankToUndefined, z.string().trim().max(120).optional());

/**
 * Without parameters: the whole master list. With catSlug (and subCatSlug): only the values
 * some active product of that shelf comes in, so a filter box never offers a dead end.
 */
export const attributeQuery = z.object({ catSlug: slugParam, subCatSlug: slugParam });
