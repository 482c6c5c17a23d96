import { z } from "zod";

export const returnIdParam = z.object({ returnId: z.string().trim().min(1).max(40) });
