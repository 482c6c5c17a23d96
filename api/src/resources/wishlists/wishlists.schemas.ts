import { z } from "zod";
import { pagination } from "@api/lib/query";
import { optionalText } from "@api/validation/fields";

export const listQuery = z.object({ ...pagination(0), product: optionalText("Product", 64) });

/** An entry by its id in the path: any text, so an unknown one is a 404 like another shopper's. */
export const entryParam = z.object({ id: z.string() });
