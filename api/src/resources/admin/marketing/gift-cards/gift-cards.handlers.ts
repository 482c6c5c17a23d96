/** The gift card routes' handlers: read the validated input, call the views and writes, answer with words. */
import { ok, okList } from "@api/lib/envelope";
import { rupeesLabel } from "@api/lib/money";
import type { ValidatedContext } from "@api/lib/validation";
import { changeByStaff } from "@api/resources/admin/change-by-staff";
import type {
  balanceAdjustSchema,
  giftCardDisableSchema,
  giftCardIssueSchema,
  giftCardListQuerySchema,
} from "@api/validation/admin-balances";
import { PAGE_SIZE, giftCardDetail, giftCardPage, giftCardView } from "./gift-card-views";
import { adjustCard, disableCard, issueCard } from "./gift-card-writes";
import type { giftCardIdParam } from "./gift-cards.schemas";

type Param = { param: typeof giftCardIdParam };

export async function listGiftCards(c: ValidatedContext<{ query: typeof giftCardListQuerySchema }>) {
  const { db, clock } = c.get("deps");
  const query = c.req.valid("query");
  const { cards, total } = await giftCardPage(db, query, clock.now());
  return okList(c, cards, { page: query.page, limit: PAGE_SIZE, totalRecords: total });
}

export async function getGiftCard(c: ValidatedContext<Param>) {
  const { db, clock } = c.get("deps");
  return ok(c, await giftCardDetail(db, c.req.valid("param").id, clock.now()));
}

export async function issueGiftCard(c: ValidatedContext<{ json: typeof giftCardIssueSchema }>) {
  const by = changeByStaff(c);
  const { db, env } = c.get("deps");
  const { card, code, pin } = await issueCard(db, by, env.AUTH_SECRET, c.req.valid("json"));
  return ok(
    c,
    { card: giftCardView(card, by.at), code, pin },
    `Gift card of ${rupeesLabel(card.balancePaise)} issued: give its code and PIN now, they are not shown again`,
  );
}

export async function disableGiftCard(c: ValidatedContext<Param & { json: typeof giftCardDisableSchema }>) {
  const by = changeByStaff(c);
  const { card, changed } = await disableCard(
    c.get("deps").db,
    by,
    c.req.valid("param").id,
    c.req.valid("json").reason,
  );
  const message = changed
    ? `Gift card ending ${card.codeLast4} is disabled: it can no longer be spent`
    : "Nothing to change";
  return ok(c, giftCardView(card, by.at), message);
}

export async function adjustGiftCard(c: ValidatedContext<Param & { json: typeof balanceAdjustSchema }>) {
  const by = changeByStaff(c);
  const card = await adjustCard(c.get("deps").db, by, c.req.valid("param").id, c.req.valid("json"));
  return ok(
    c,
    giftCardView(card, by.at),
    `Gift card ending ${card.codeLast4} now holds ${rupeesLabel(card.balancePaise)}`,
  );
}
