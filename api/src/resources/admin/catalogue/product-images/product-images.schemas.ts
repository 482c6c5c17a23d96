import { z } from "zod";

export const productIdParam = z.object({ id: z.string().min(1).max(40) });
