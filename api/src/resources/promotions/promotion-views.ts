/**
 * The automatic promotions in force at an instant, read from the database on every call: the caller
 * passes `deps.clock.now()` of its request, so a sale starts at its minute on every instance with no
 * restart and nothing cached. Usage limits are not counted yet (docs/decisions/promotions.md, 6).
 */
import { and, asc, eq, gt, inArray, isNull, lte, or } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { promotionTargets, promotionTiers, promotions } from "@api/db/schema";
import type { PricedPromotion } from "./promotion-pricing";

type PromotionRow = typeof promotions.$inferSelect;
export type PromotionRecord = PromotionRow & {
  tiers: (typeof promotionTiers.$inferSelect)[];
  targets: (typeof promotionTargets.$inferSelect)[];
};

/** The promotions with their tiers (the lowest first) and targets. */
export async function withTiersAndTargets(db: DbOrTx, rows: PromotionRow[]): Promise<PromotionRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [tiers, targets] = await Promise.all([
    db
      .select()
      .from(promotionTiers)
      .where(inArray(promotionTiers.promotionId, ids))
      .orderBy(asc(promotionTiers.minimumPaise)),
    db
      .select()
      .from(promotionTargets)
      .where(inArray(promotionTargets.promotionId, ids))
      .orderBy(asc(promotionTargets.role), asc(promotionTargets.id)),
  ]);
  return rows.map((row) => ({
    ...row,
    tiers: tiers.filter((tier) => tier.promotionId === row.id),
    targets: targets.filter((target) => target.promotionId === row.id),
  }));
}

/** ACTIVE promotions with starts_at <= at < ends_at (or no end), each with its tiers and targets. */
export async function promotionsInForce(db: DbOrTx, at: Date): Promise<PricedPromotion[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.status, "ACTIVE"),
        lte(promotions.startsAt, at),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, at)),
      ),
    )
    .orderBy(asc(promotions.createdAt), asc(promotions.id));
  return withTiersAndTargets(db, rows);
}
