import { z } from "zod";

export const validateParam = z.object({ code: z.string() });

export const validateQuery = z.object({
  subtotal: z.coerce
    .number({ invalid_type_error: "Subtotal must be a number" })
    .min(0, "Subtotal must be a number")
    .max(100_000_000, "Subtotal must be a number")
    .optional(),
});
