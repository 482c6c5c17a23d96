import { z } from "zod";

/** A colour's or size's id in the address. */
export const masterIdParam = z.object({ id: z.string().min(1).max(40) });
