/**
 * An automatic promotion's writes, each in one transaction with its audit row: created, edited (a
 * stale save refused), paused or resumed, deleted. The targets and the gift must exist (400 naming
 * the field). Deleting is always allowed for now: no order records a promotion yet.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db, DbOrTx } from "@api/db/client";
import {
  categories,
  productColors,
  productSizes,
  products,
  promotionTargets,
  promotionTiers,
  promotions,
  subCategories,
} from "@api/db/schema";
import { type ChangeBy, recordAudit } from "@api/lib/audit";
import { refuseStaleEdit } from "@api/lib/edit-conflict";
import { ApiError, type FieldErrors, notFound } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { toPaise } from "@api/lib/money";
import { withTiersAndTargets } from "@api/resources/promotions/promotion-views";
import {
  PROMOTION_FIELD_LABELS,
  type PromotionFields,
  type TargetType,
  type promotionCreateSchema,
  type promotionUpdateSchema,
} from "@api/validation/admin-promotions";
import { promotionFields, promotionRecord } from "./promotion-views";

export const targetMissing = "That product or category no longer exists";
export const giftMissing = "That gift no longer exists";

/** The table each target type names. */
const TARGET_TABLES = {
  product: products,
  productColor: productColors,
  productSize: productSizes,
  category: categories,
  subCategory: subCategories,
} as const;

/** A target's columns in promotion_targets: its id in its type's column, the others null. */
const targetColumns = (type: TargetType, id: string) => ({
  productId: type === "product" ? id : null,
  productColorId: type === "productColor" ? id : null,
  productSizeId: type === "productSize" ? id : null,
  categoryId: type === "category" ? id : null,
  subCategoryId: type === "subCategory" ? id : null,
});

/** Ids of `type` among `ids` that exist. */
async function existing(tx: DbOrTx, type: TargetType, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const table = TARGET_TABLES[type];
  const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Refuses (400, naming each field) targets or a gift that do not exist, or a gift variant of another product. */
async function refuseMissing(tx: DbOrTx, input: PromotionFields) {
  const errors: FieldErrors = {};
  for (const type of Object.keys(TARGET_TABLES) as TargetType[]) {
    const named = input.targets.flatMap((target, index) => (target.type === type ? [{ id: target.id, index }] : []));
    const found = await existing(
      tx,
      type,
      named.map((target) => target.id),
    );
    for (const { id, index } of named) if (!found.has(id)) errors[`targets.${index}.id`] = targetMissing;
  }
  if (input.kind === "FREE_GIFT" && input.giftProductId) {
    const productId = input.giftProductId;
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) errors.giftProductId = giftMissing;
    const variants = [
      ["giftProductColorId", productColors, input.giftProductColorId],
      ["giftProductSizeId", productSizes, input.giftProductSizeId],
    ] as const;
    for (const [field, table, id] of variants) {
      if (!id) continue;
      const [variant] = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, id), eq(table.productId, productId)));
      if (!variant) errors[field] = giftMissing;
    }
  }
  const [first] = Object.values(errors);
  if (first) throw new ApiError(400, first, errors);
}

/** The columns the form's fields set: only the kind's own fields, the others null. */
function promotionValues(input: PromotionFields) {
  const kind = input.kind;
  const when = <T>(yes: boolean, value: T | undefined) => (yes ? (value ?? null) : null);
  const gift = kind === "FREE_GIFT";
  const bxgy = kind === "BUY_X_GET_Y";
  return {
    name: input.name,
    badge: input.badge,
    kind,
    startsAt: input.startsAt,
    endsAt: input.endsAt ?? null,
    priority: input.priority,
    usageLimit: input.usageLimit ?? null,
    usageLimitPerCustomer: input.usageLimitPerCustomer ?? null,
    percent: when(kind === "PERCENT_OFF", input.percent),
    amountPaise: kind === "AMOUNT_OFF" && input.amount !== undefined ? toPaise(input.amount) : null,
    buyQuantity: when(bxgy, input.buyQuantity),
    getQuantity: when(bxgy, input.getQuantity),
    getPercent: when(bxgy, input.getPercent),
    maxApplicationsPerOrder: when(bxgy, input.maxApplicationsPerOrder),
    giftProductId: when(gift, input.giftProductId),
    giftProductColorId: when(gift, input.giftProductColorId),
    giftProductSizeId: when(gift, input.giftProductSizeId),
    giftQuantity: when(gift, input.giftQuantity),
    giftMinimumPaise: gift ? toPaise(input.giftMinimum ?? 0) : null,
  };
}

/** Its tiers and targets as rows (a threshold's tiers only; no targets for a threshold). */
function partRows(promotionId: string, input: PromotionFields) {
  const tiers =
    input.kind === "SPEND_THRESHOLD"
      ? input.tiers.map((tier) => ({
          promotionId,
          minimumPaise: toPaise(tier.minimum),
          amountPaise: tier.amount === undefined ? null : toPaise(tier.amount),
          percent: tier.percent ?? null,
        }))
      : [];
  const targets = input.targets.map((target) => ({
    id: newId(),
    promotionId,
    role: target.role,
    ...targetColumns(target.type, target.id),
  }));
  return { tiers, targets };
}

async function insertParts(tx: DbOrTx, promotionId: string, input: PromotionFields) {
  const { tiers, targets } = partRows(promotionId, input);
  if (tiers.length > 0) await tx.insert(promotionTiers).values(tiers);
  if (targets.length > 0) await tx.insert(promotionTargets).values(targets);
}

/** A new promotion with its tiers and targets. The stored record. */
export async function addPromotion(db: Db, by: ChangeBy, input: z.output<typeof promotionCreateSchema>) {
  return db.transaction(async (tx) => {
    await refuseMissing(tx, input);
    const id = newId();
    await tx.insert(promotions).values({ id, ...promotionValues(input), status: input.status, createdAt: by.at });
    await insertParts(tx, id, input);
    const created = await promotionRecord(tx, id);
    await recordAudit(tx, {
      ...by,
      action: "promotion.create",
      entityType: "promotion",
      entityId: id,
      before: null,
      after: promotionFields(created),
    });
    return created;
  });
}

/** The promotion locked for the rest of the transaction, with its tiers and targets, or a 404. */
async function lockedPromotion(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for("update");
  if (!row) throw notFound("Promotion");
  const [record] = await withTiersAndTargets(tx, [row]);
  return record;
}

/**
 * An edit of every field but the status, refused (409, saying who changed what) when the promotion
 * was saved since the form was opened. Tiers and targets are replaced whole. The promotion as it now
 * stands, and whether anything changed.
 */
export async function savePromotion(db: Db, by: ChangeBy, id: string, input: z.output<typeof promotionUpdateSchema>) {
  return db.transaction(async (tx) => {
    const current = await lockedPromotion(tx, id);
    await refuseStaleEdit(tx, {
      entityType: "promotion",
      entityId: current.id,
      noun: "promotion",
      currentVersion: current.version,
      submittedVersion: input.version,
      fieldLabels: PROMOTION_FIELD_LABELS,
    });
    await refuseMissing(tx, input);
    const before = promotionFields(current);
    const values = promotionValues(input);
    const parts = partRows(current.id, input);
    const proposed = promotionFields({
      ...current,
      ...values,
      tiers: parts.tiers,
      targets: parts.targets,
    });
    if (JSON.stringify(proposed) === JSON.stringify(before)) return { record: current, changed: false };
    await tx
      .update(promotions)
      .set({ ...values, version: current.version + 1 })
      .where(eq(promotions.id, current.id));
    await tx.delete(promotionTiers).where(eq(promotionTiers.promotionId, current.id));
    await tx.delete(promotionTargets).where(eq(promotionTargets.promotionId, current.id));
    await insertParts(tx, current.id, input);
    const saved = await promotionRecord(tx, current.id);
    await recordAudit(tx, {
      ...by,
      action: "promotion.update",
      entityType: "promotion",
      entityId: saved.id,
      before,
      after: promotionFields(saved),
    });
    return { record: saved, changed: true };
  });
}

/** Pauses or resumes a promotion. It counts as a save (a new version), so a form opened before hears of it. */
export async function setPromotionStatus(db: Db, by: ChangeBy, id: string, status: "ACTIVE" | "PAUSED") {
  return db.transaction(async (tx) => {
    const current = await lockedPromotion(tx, id);
    if (current.status === status) return { record: current, changed: false };
    await tx
      .update(promotions)
      .set({ status, version: current.version + 1 })
      .where(eq(promotions.id, current.id));
    await recordAudit(tx, {
      ...by,
      action: status === "PAUSED" ? "promotion.pause" : "promotion.resume",
      entityType: "promotion",
      entityId: current.id,
      before: { status: current.status },
      after: { status },
    });
    return { record: { ...current, status, version: current.version + 1 }, changed: true };
  });
}

/** Deletes a promotion with its tiers and targets. Its name. */
export async function deletePromotion(db: Db, by: ChangeBy, id: string) {
  return db.transaction(async (tx) => {
    const current = await lockedPromotion(tx, id);
    await tx.delete(promotions).where(eq(promotions.id, current.id));
    await recordAudit(tx, {
      ...by,
      action: "promotion.delete",
      entityType: "promotion",
      entityId: current.id,
      before: promotionFields(current),
      after: null,
    });
    return current.name;
  });
}
