import { z } from "zod";

export const sizeIdParam = z.object({ id: z.string().min(1).max(40) });
