/**
 * Prices a cart's lines under the automatic promotions in force: a pure function, no database (the
 * caller loads the promotions with promotion-views.ts and checks their limits first). All money is
 * whole paise; a percentage of an amount is rounded half up, once per line (or once for the order).
 *
 * The stacking rule (docs/decisions/promotions.md, 1), the same wherever a price is shown or charged:
 *  1. Each line starts at its catalogue price × quantity.
 *  2. Line promotions (PERCENT_OFF, AMOUNT_OFF, BUY_X_GET_Y): each line takes at most one, the one
 *     saving that line the most (ties: the higher priority, then the older, then the smaller id).
 *     AMOUNT_OFF is per unit and never more than the unit's price. BUY_X_GET_Y is applied
 *     min(max per order, floor(buy units / X)) times; when its buy and get targets share units,
 *     min(max per order, floor(buy units / X), floor(all its units / (X + Y))) times. Its reward
 *     goes to the cheapest get units first, at get_percent off; units that must stay bought are
 *     never rewarded. A unit counts as bought whatever promotion its own line takes.
 *  3. Order promotions (SPEND_THRESHOLD) are measured on the goods subtotal after step 2: only the
 *     single best tier reached, of all of them, applies; its saving is spread over the lines in
 *     proportion to their value after step 2 (largest remainder, whole paise).
 *  4. FREE_GIFT: when the subtotal after step 2 reaches its minimum (and, if it has BUY targets, a
 *     line matches one), its gift is added at Rs 0. Gift lines never count toward any threshold.
 *  5. (A later slice: at most one coupon, on what remains.)
 *  6. Never below zero: no line's saving takes it below `floorPercent`% of its catalogue value
 *     (that floor rounded up to the paisa); a saving over the floor is cut there, not moved.
 */

type PromotionKind = "PERCENT_OFF" | "AMOUNT_OFF" | "BUY_X_GET_Y" | "SPEND_THRESHOLD" | "FREE_GIFT";

/** What a target names; exactly one id is set. */
export type PromotionTarget = {
  role: "TARGET" | "BUY" | "GET";
  productId: string | null;
  productColorId: string | null;
  productSizeId: string | null;
  categoryId: string | null;
  subCategoryId: string | null;
};

type PromotionTier = { minimumPaise: number; amountPaise: number | null; percent: number | null };

/** A promotion in force, with its kind's fields (null where its kind does not use them). */
export type PricedPromotion = {
  id: string;
  badge: string;
  kind: PromotionKind;
  priority: number;
  createdAt: Date;
  percent: number | null;
  amountPaise: number | null;
  buyQuantity: number | null;
  getQuantity: number | null;
  getPercent: number | null;
  maxApplicationsPerOrder: number | null;
  giftProductId: string | null;
  giftProductColorId: string | null;
  giftProductSizeId: string | null;
  giftQuantity: number | null;
  giftMinimumPaise: number | null;
  tiers: PromotionTier[];
  targets: PromotionTarget[];
};

/** A cart line at its catalogue selling price. */
export type CartLine = {
  key: string;
  productId: string;
  productColorId: string | null;
  productSizeId: string | null;
  categoryId: string | null;
  subCategoryId: string | null;
  quantity: number;
  unitPaise: number;
};

type Applied = { promotionId: string; badge: string; savingPaise: number };

type PricedLine = {
  key: string;
  /** Unit price × quantity. */
  cataloguePaise: number;
  /** The line promotion it took (step 2), and what that saved it after the floor. */
  linePromotion: Applied | null;
  /** Its share of the order promotion (step 3), after the floor. */
  orderSavingPaise: number;
  savingPaise: number;
  payablePaise: number;
};

type GiftLine = {
  promotionId: string;
  badge: string;
  productId: string;
  productColorId: string | null;
  productSizeId: string | null;
  quantity: number;
};

/** The nearest tier not yet reached that would save more than the order saves now. */
type NextThreshold = { promotionId: string; badge: string; neededPaise: number; savingPaise: number };

export type CartPricing = {
  lines: PricedLine[];
  /** The order promotion applied, and what it saved in all (the lines' shares). */
  orderPromotion: Applied | null;
  gifts: GiftLine[];
  nextThreshold: NextThreshold | null;
  savingPaise: number;
  payablePaise: number;
};

/** `amount × percent / 100`, rounded half up to the paisa. */
export const percentOf = (amountPaise: number, percent: number) => Math.floor((amountPaise * percent + 50) / 100);

const matches = (target: PromotionTarget, line: CartLine) =>
  (target.productId !== null && target.productId === line.productId) ||
  (target.productColorId !== null && target.productColorId === line.productColorId) ||
  (target.productSizeId !== null && target.productSizeId === line.productSizeId) ||
  (target.categoryId !== null && target.categoryId === line.categoryId) ||
  (target.subCategoryId !== null && target.subCategoryId === line.subCategoryId);

const matchesRole = (promotion: PricedPromotion, role: PromotionTarget["role"], line: CartLine) =>
  promotion.targets.some((target) => target.role === role && matches(target, line));

/** Negative when `a` wins a tie: the higher priority, then the older, then the smaller id. */
const byPrecedence = (a: PricedPromotion, b: PricedPromotion) =>
  b.priority - a.priority || a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** What a PERCENT_OFF or AMOUNT_OFF saves each line, by key. */
function perUnitSavings(promotion: PricedPromotion, lines: CartLine[]) {
  const savings = new Map<string, number>();
  for (const line of lines) {
    if (!matchesRole(promotion, "TARGET", line)) continue;
    const saving =
      promotion.kind === "PERCENT_OFF"
        ? percentOf(line.unitPaise * line.quantity, promotion.percent ?? 0)
        : Math.min(promotion.amountPaise ?? 0, line.unitPaise) * line.quantity;
    if (saving > 0) savings.set(line.key, saving);
  }
  return savings;
}

/** What a BUY_X_GET_Y saves each line, by key (step 2's rule for its applications and rewards). */
function buyXGetYSavings(promotion: PricedPromotion, lines: CartLine[]) {
  const savings = new Map<string, number>();
  const x = promotion.buyQuantity ?? 0;
  const y = promotion.getQuantity ?? 0;
  if (x < 1 || y < 1) return savings;
  let buyOnly = 0;
  let getOnly = 0;
  let both = 0;
  const rewardable: { line: CartLine; shared: boolean }[] = [];
  for (const line of lines) {
    const buys = matchesRole(promotion, "BUY", line);
    const gets = matchesRole(promotion, "GET", line);
    if (buys && gets) both += line.quantity;
    else if (buys) buyOnly += line.quantity;
    else if (gets) getOnly += line.quantity;
    if (gets) rewardable.push({ line, shared: buys });
  }
  const limit = promotion.maxApplicationsPerOrder ?? Number.POSITIVE_INFINITY;
  const applications =
    both === 0
      ? Math.min(limit, Math.floor(buyOnly / x))
      : Math.min(limit, Math.floor((buyOnly + both) / x), Math.floor((buyOnly + getOnly + both) / (x + y)));
  if (applications < 1) return savings;
  // Shared units rewarded must leave enough units to be bought.
  let sharedRewardable = Math.max(0, buyOnly + both - applications * x);
  let toReward = applications * y;
  const cheapestFirst = [...rewardable].sort((a, b) => a.line.unitPaise - b.line.unitPaise);
  for (const { line, shared } of cheapestFirst) {
    if (toReward === 0) break;
    const units = Math.min(line.quantity, toReward, shared ? sharedRewardable : line.quantity);
    if (units === 0) continue;
    if (shared) sharedRewardable -= units;
    toReward -= units;
    const saving = percentOf(line.unitPaise * units, promotion.getPercent ?? 0);
    if (saving > 0) savings.set(line.key, saving);
  }
  return savings;
}

/** What a tier saves on a subtotal, never more than the subtotal. */
const tierSaving = (tier: PromotionTier, subtotalPaise: number) =>
  Math.min(subtotalPaise, tier.amountPaise ?? percentOf(subtotalPaise, tier.percent ?? 0));

/** `total` shared in proportion to `weights`, in whole paise, the leftover paise to the largest remainders. */
function spread(total: number, weights: number[]) {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  const remainders = weights.map((weight, index) => ({ index, remainder: (total * weight) % sum }));
  let left = total - shares.reduce((a, b) => a + b, 0);
  // Ties to the earlier line, so the same cart always spreads the same way.
  remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}

/** The cart priced under `promotions` by the stacking rule above; `floorPercent` is 0–100. */
export function priceCart(lines: CartLine[], promotions: PricedPromotion[], floorPercent: number): CartPricing {
  if (!Number.isInteger(floorPercent) || floorPercent < 0 || floorPercent > 100)
    throw new RangeError(`floorPercent must be a whole number from 0 to 100, not ${floorPercent}`);
  const ranked = [...promotions].sort(byPrecedence);

  // Step 2: each line's best line promotion, capped at the floor (step 6).
  const lineOffers = ranked.flatMap((promotion) => {
    if (promotion.kind === "PERCENT_OFF" || promotion.kind === "AMOUNT_OFF")
      return [{ promotion, savings: perUnitSavings(promotion, lines) }];
    if (promotion.kind === "BUY_X_GET_Y") return [{ promotion, savings: buyXGetYSavings(promotion, lines) }];
    return [];
  });
  const afterLines = lines.map((line) => {
    const cataloguePaise = line.unitPaise * line.quantity;
    const allowedPaise = cataloguePaise - Math.ceil((cataloguePaise * floorPercent) / 100);
    let best: Applied | null = null;
    for (const { promotion, savings } of lineOffers) {
      const saving = Math.min(savings.get(line.key) ?? 0, allowedPaise);
      // `ranked` is in precedence order, so only a larger saving displaces an earlier one.
      if (saving > 0 && (best === null || saving > best.savingPaise))
        best = { promotionId: promotion.id, badge: promotion.badge, savingPaise: saving };
    }
    return { key: line.key, cataloguePaise, allowedPaise, linePromotion: best };
  });
  const valuesAfterLines = afterLines.map((line) => line.cataloguePaise - (line.linePromotion?.savingPaise ?? 0));
  const subtotalPaise = valuesAfterLines.reduce((a, b) => a + b, 0);

  // Step 3: the single best tier reached; the nearest one not reached that would save more.
  const thresholds = ranked.filter((promotion) => promotion.kind === "SPEND_THRESHOLD");
  let orderOffer: { promotion: PricedPromotion; savingPaise: number } | null = null;
  for (const promotion of thresholds) {
    for (const tier of promotion.tiers) {
      if (tier.minimumPaise > subtotalPaise) continue;
      const savingPaise = tierSaving(tier, subtotalPaise);
      if (savingPaise > 0 && (orderOffer === null || savingPaise > orderOffer.savingPaise))
        orderOffer = { promotion, savingPaise };
    }
  }
  const shares = spread(orderOffer?.savingPaise ?? 0, valuesAfterLines);
  const pricedLines: PricedLine[] = afterLines.map((line, index) => {
    const lineSaving = line.linePromotion?.savingPaise ?? 0;
    const orderSavingPaise = Math.min(shares[index], line.allowedPaise - lineSaving);
    const savingPaise = lineSaving + orderSavingPaise;
    return {
      key: line.key,
      cataloguePaise: line.cataloguePaise,
      linePromotion: line.linePromotion,
      orderSavingPaise,
      savingPaise,
      payablePaise: line.cataloguePaise - savingPaise,
    };
  });
  const orderSavingPaise = pricedLines.reduce((sum, line) => sum + line.orderSavingPaise, 0);
  const orderPromotion =
    orderOffer && orderSavingPaise > 0
      ? { promotionId: orderOffer.promotion.id, badge: orderOffer.promotion.badge, savingPaise: orderSavingPaise }
      : null;

  let nextThreshold: NextThreshold | null = null;
  for (const promotion of thresholds) {
    for (const tier of promotion.tiers) {
      if (tier.minimumPaise <= subtotalPaise) continue;
      const savingPaise = tierSaving(tier, tier.minimumPaise);
      if (savingPaise <= (orderOffer?.savingPaise ?? 0)) continue;
      const neededPaise = tier.minimumPaise - subtotalPaise;
      if (
        nextThreshold === null ||
        neededPaise < nextThreshold.neededPaise ||
        (neededPaise === nextThreshold.neededPaise && savingPaise > nextThreshold.savingPaise)
      )
        nextThreshold = { promotionId: promotion.id, badge: promotion.badge, neededPaise, savingPaise };
    }
  }

  // Step 4: gifts, on the subtotal after step 2.
  const gifts: GiftLine[] = ranked.flatMap((promotion) => {
    if (promotion.kind !== "FREE_GIFT" || promotion.giftProductId === null) return [];
    if (subtotalPaise < (promotion.giftMinimumPaise ?? 0)) return [];
    const needsBuy = promotion.targets.some((target) => target.role === "BUY");
    if (needsBuy && !lines.some((line) => matchesRole(promotion, "BUY", line))) return [];
    return [
      {
        promotionId: promotion.id,
        badge: promotion.badge,
        productId: promotion.giftProductId,
        productColorId: promotion.giftProductColorId,
        productSizeId: promotion.giftProductSizeId,
        quantity: promotion.giftQuantity ?? 1,
      },
    ];
  });

  const savingPaise = pricedLines.reduce((sum, line) => sum + line.savingPaise, 0);
  return {
    lines: pricedLines,
    orderPromotion,
    gifts,
    nextThreshold,
    savingPaise,
    payablePaise: pricedLines.reduce((sum, line) => sum + line.payablePaise, 0),
  };
}
