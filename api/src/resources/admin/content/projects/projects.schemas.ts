import { z } from "zod";

export const projectIdParam = z.object({ id: z.string().trim().min(1).max(40) });
