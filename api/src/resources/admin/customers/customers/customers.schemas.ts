import { z } from "zod";

export const customerIdParam = z.object({ id: z.string().min(1).max(40) });
