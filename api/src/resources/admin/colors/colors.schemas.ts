import { z } from "zod";

export const colorIdParam = z.object({ id: z.string().min(1).max(40) });
