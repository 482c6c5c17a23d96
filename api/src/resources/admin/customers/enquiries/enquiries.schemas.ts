import { z } from "zod";

export const enquiryIdParam = z.object({ id: z.string().min(1).max(40) });
