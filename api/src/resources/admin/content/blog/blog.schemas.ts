import { z } from "zod";

/** A blog category's or post's id in the address. */
export const blogIdParam = z.object({ id: z.string().trim().min(1).max(40) });
