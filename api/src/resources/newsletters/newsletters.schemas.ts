import { z } from "zod";

export const unsubscribeParam = z.object({ token: z.string().max(200) });
