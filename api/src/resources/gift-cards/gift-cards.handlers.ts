/** The gift card balance check: the same refusal whatever was wrong, and a limit per card as well as per address. */
import { ApiError, ok } from "@api/lib/envelope";
import { toRupees } from "@api/lib/money";
import type { ValidatedContext } from "@api/lib/validation";
import { hit } from "@api/middleware/rate-limit";
import { giftCardCodeHash } from "@api/resources/balances/gift-card-code";
import { findGiftCardByCode, giftCardState } from "@api/resources/balances/gift-card-ledger";
import type { giftCardBalanceRequestSchema } from "@api/validation/gift-card-balance";

export const NO_SUCH_GIFT_CARD = "No gift card matches that code and PIN";
/** A PIN has a million values: one card's PIN can be tried this often an hour, from any number of addresses. */
const TRIES_PER_CARD = 10;
const ONE_HOUR = 3600;

export async function giftCardBalance(c: ValidatedContext<{ json: typeof giftCardBalanceRequestSchema }>) {
  const { db, env, clock } = c.get("deps");
  const { code, pin } = c.req.valid("json");
  await hit(c, `gift-cards.balance:card:${giftCardCodeHash(env.AUTH_SECRET, code)}`, TRIES_PER_CARD, ONE_HOUR);
  const card = await findGiftCardByCode(db, env.AUTH_SECRET, code, pin);
  if (!card) throw new ApiError(404, NO_SUCH_GIFT_CARD);
  const now = clock.now();
  return ok(c, {
    balance: toRupees(card.balancePaise),
    expiresAt: card.expiresAt.toISOString(),
    state: giftCardState(card, now),
  });
}
