import { z } from "zod";

export const staffIdParam = z.object({ id: z.string().min(1).max(40) });
