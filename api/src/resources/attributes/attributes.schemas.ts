import { z } from "zod";
import { blankToUndefined } from "@api/validation/fields";

const slugParam = z.preprocess(blankToUndefined, z.string().trim().max(120).optional());

/**
 * Without parameters: the whole master list. With catSlug (and subCatSlug): only the values
 * some active product of that shelf comes in, so a filter box never offers a dead end.
 */
export const attributeQuery = z.object({ catSlug: slugParam, subCatSlug: slugParam });
