import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Tx } from "@api/db/client";
import { products } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { ApiError } from "@api/lib/envelope";
import type { variantsUpdateSchema } from "@api/validation/admin-products";
import { isUniqueViolation } from "@api/resources/customers/customers.service";
import { SKU_TAKEN, type ProductRow, lockProductRows } from "./product-record";
import { PRODUCT_FORM_REASON } from "./product-stock";
import { addColour, addSize, removeColour, removeSize, writeVariants } from "./product-variants";
import { type ProductWriter, refuseStale } from "./product-writes";

/**
 * The back office's changes to a product's variant matrix: its rows saved, a colour or a size
 * added or removed. Each answers the message staff read.
 */

type Change = { before: Record<string, unknown>; after: Record<string, unknown>; message: string };

/** A change to the variant matrix: locked, version-checked, audited with what changed, and the version raised. */
async function variantChange(
  db: Db,
  target: { id: string; version: number; action: string },
  writer: ProductWriter,
  change: (tx: Tx, product: ProductRow) => Promise<Change>,
) {
  const { id, version, action } = target;
  return db
    .transaction(async (tx) => {
      const current = await lockProductRows(tx, id);
      await refuseStale(tx, current, version);
      const result = await change(tx, current);
      await tx
        .update(products)
        .set({ version: current.version + 1 })
        .where(eq(products.id, id));
      await recordAudit(tx, {
        actor: writer.actor,
        action,
        entityType: "product",
        entityId: id,
        before: result.before,
        after: result.after,
        at: writer.at,
      });
      return result.message;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new ApiError(409, SKU_TAKEN);
      throw error;
    });
}

export function saveVariants(db: Db, id: string, input: z.output<typeof variantsUpdateSchema>, writer: ProductWriter) {
  return variantChange(db, { id, version: input.version, action: "product.variants" }, writer, async (tx, product) => {
    const diff = await writeVariants(tx, product, input.variants, { ...writer, reason: PRODUCT_FORM_REASON });
    const n = Object.keys(diff.after).length;
    return {
      before: { variants: diff.before },
      after: { variants: diff.after },
      message: n === 0 ? "Nothing to change" : n === 1 ? "1 variant was saved" : `${n} variants were saved`,
    };
  });
}

type VariantTarget = { id: string; version: number };

export function addProductColour(db: Db, { id, version }: VariantTarget, colorId: string, writer: ProductWriter) {
  return variantChange(db, { id, version, action: "product.color.add" }, writer, async (tx, product) => {
    const name = await addColour(tx, product, colorId);
    return { before: { colors: null }, after: { colors: name }, message: `${name} was added` };
  });
}

export function addProductSize(db: Db, { id, version }: VariantTarget, sizeId: string, writer: ProductWriter) {
  return variantChange(db, { id, version, action: "product.size.add" }, writer, async (tx, product) => {
    const name = await addSize(tx, product, sizeId);
    return { before: { sizes: null }, after: { sizes: name }, message: `Size ${name} was added` };
  });
}

export function removeProductColour(db: Db, { id, version }: VariantTarget, colorId: string, writer: ProductWriter) {
  return variantChange(db, { id, version, action: "product.color.remove" }, writer, async (tx, product) => {
    const name = await removeColour(tx, product, colorId);
    return { before: { colors: name }, after: { colors: null }, message: `${name} was removed` };
  });
}

export function removeProductSize(db: Db, { id, version }: VariantTarget, sizeId: string, writer: ProductWriter) {
  return variantChange(db, { id, version, action: "product.size.remove" }, writer, async (tx, product) => {
    const name = await removeSize(tx, product, sizeId);
    return { before: { sizes: name }, after: { sizes: null }, message: `Size ${name} was removed` };
  });
}
