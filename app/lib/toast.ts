import { z } from "zod";

export const toastSchema = z.object({
  type: z.enum(["success", "error", "info"]),
  message: z.string().min(1),
});

/** A one-time message for the shopper: flashed in the session, shown by the root layout. */
export type Toast = z.infer<typeof toastSchema>;
