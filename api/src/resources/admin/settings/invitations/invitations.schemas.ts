import { z } from "zod";

export const invitationTokenParam = z.object({ token: z.string().min(1).max(100) });
