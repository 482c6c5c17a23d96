import { z } from "@hono/zod-openapi";
import { GIFT_CARD_STATES } from "@api/validation/admin-balances";

/** A gift card's balance as its holder checks it with the code and PIN. */
export const giftCardBalanceSchema = z
  .object({
    balance: z.number().describe("Rupees"),
    expiresAt: z.string().datetime(),
    state: z.enum(GIFT_CARD_STATES).describe("Only an active card can be spent"),
  })
  .openapi("GiftCardBalance");
