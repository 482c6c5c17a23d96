import { z } from "zod";

export const categoryIdParam = z.object({ id: z.string().min(1).max(40) });
