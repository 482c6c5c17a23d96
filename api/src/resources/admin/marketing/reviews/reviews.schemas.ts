import { z } from "zod";

export const reviewIdParam = z.object({ id: z.string().min(1).max(40) });
