import { z } from "zod";

/** A gift card's id in the address (never its code, which is kept only as a hash). */
export const giftCardIdParam = z.object({ id: z.string().trim().min(1).max(40) });
