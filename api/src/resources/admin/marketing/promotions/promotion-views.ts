/** Automatic promotions as staff see them: their fields, tiers and targets, and their state at a moment. */
import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, lte, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "@api/db/client";
import { promotions } from "@api/db/schema";
import { notFound } from "@api/lib/envelope";
import { likeText } from "@api/lib/like-text";
import { toRupees } from "@api/lib/money";
import { type PromotionRecord, withTiersAndTargets } from "@api/resources/promotions/promotion-views";
import type { PromotionState, TargetType, promotionListQuerySchema } from "@api/validation/admin-promotions";

export const PAGE_SIZE = 20;

type PromotionRow = typeof promotions.$inferSelect;
type TargetRow = PromotionRecord["targets"][number];

function stateCondition(state: PromotionState, now: Date): SQL | undefined {
  const active = eq(promotions.status, "ACTIVE");
  switch (state) {
    case "paused":
      return eq(promotions.status, "PAUSED");
    case "scheduled":
      return and(active, gt(promotions.startsAt, now));
    case "ended":
      return and(active, isNotNull(promotions.endsAt), lte(promotions.endsAt, now));
    case "running":
      return and(active, lte(promotions.startsAt, now), or(isNull(promotions.endsAt), gt(promotions.endsAt, now)));
  }
}

function stateOf(row: PromotionRow, now: Date): PromotionState {
  if (row.status === "PAUSED") return "paused";
  if (row.startsAt.getTime() > now.getTime()) return "scheduled";
  if (row.endsAt && row.endsAt.getTime() <= now.getTime()) return "ended";
  return "running";
}

/** The one id a target row names, and which kind of thing it is. */
function targetOf(row: TargetRow): { type: TargetType; id: string } {
  if (row.productId) return { type: "product", id: row.productId };
  if (row.productColorId) return { type: "productColor", id: row.productColorId };
  if (row.productSizeId) return { type: "productSize", id: row.productSizeId };
  if (row.categoryId) return { type: "category", id: row.categoryId };
  // The table's check leaves only the sub-category.
  return { type: "subCategory", id: row.subCategoryId ?? "" };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const rupeesOrNull = (paise: number | null) => (paise === null ? null : toRupees(paise));

/** The fields as the form and the audit log read them: money in rupees, instants in ISO. */
export const promotionFields = (row: PromotionRecord) => ({
  name: row.name,
  badge: row.badge,
  kind: row.kind,
  status: row.status,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  priority: row.priority,
  usageLimit: row.usageLimit,
  usageLimitPerCustomer: row.usageLimitPerCustomer,
  percent: row.percent,
  amount: rupeesOrNull(row.amountPaise),
  buyQuantity: row.buyQuantity,
  getQuantity: row.getQuantity,
  getPercent: row.getPercent,
  maxApplicationsPerOrder: row.maxApplicationsPerOrder,
  giftProductId: row.giftProductId,
  giftProductColorId: row.giftProductColorId,
  giftProductSizeId: row.giftProductSizeId,
  giftQuantity: row.giftQuantity,
  giftMinimum: rupeesOrNull(row.giftMinimumPaise),
  // Sorted, so an edit that sends the same tiers and targets in another order changes nothing.
  tiers: [...row.tiers]
    .sort((a, b) => a.minimumPaise - b.minimumPaise)
    .map((tier) => ({
      minimum: toRupees(tier.minimumPaise),
      amount: rupeesOrNull(tier.amountPaise),
      percent: tier.percent,
    })),
  targets: row.targets
    .map((target) => ({ role: target.role, ...targetOf(target) }))
    .sort((a, b) => byText(a.role, b.role) || byText(a.type, b.type) || byText(a.id, b.id)),
});

export const promotionView = (row: PromotionRecord, now: Date) => ({
  id: row.id,
  ...promotionFields(row),
  state: stateOf(row, now),
  version: row.version,
  createdAt: row.createdAt.toISOString(),
});

/** A page of the promotions found, the latest starting first, in their state at `now`; and how many in all. */
export async function promotionPage(
  db: DbOrTx,
  { q, state, page }: z.output<typeof promotionListQuerySchema>,
  now: Date,
) {
  const where = and(
    q ? or(ilike(promotions.name, likeText(q)), ilike(promotions.badge, likeText(q))) : undefined,
    state ? stateCondition(state, now) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(promotions)
      .where(where)
      .orderBy(desc(promotions.startsAt), asc(promotions.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(promotions).where(where),
  ]);
  return { promotions: (await withTiersAndTargets(db, rows)).map((row) => promotionView(row, now)), total };
}

/** One promotion with its tiers and targets, or a 404. */
export async function promotionRecord(db: DbOrTx, id: string) {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  if (!row) throw notFound("Promotion");
  const [record] = await withTiersAndTargets(db, [row]);
  return record;
}
