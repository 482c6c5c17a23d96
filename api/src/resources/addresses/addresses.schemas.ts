import { z } from "zod";
import { pagination } from "@api/lib/query";

/** An address by its id in the path: any text, so an unknown one is a 404 like another shopper's. */
export const addressParam = z.object({ addressId: z.string() });

export const listQuery = z.object(pagination(0));
