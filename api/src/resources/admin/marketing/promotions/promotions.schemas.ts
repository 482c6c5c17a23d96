import { z } from "zod";

/** A promotion's id in the address. */
export const promotionIdParam = z.object({ id: z.string().trim().min(1).max(40) });
