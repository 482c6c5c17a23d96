/**
 * A change to a product's (or one colour's) picture list: read locked, edited, written back with
 * its default picture, mirrored onto a colour product's own list, and audited, in one transaction.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "@api/db/client";
import { type StoredImage, colors, productColors, products } from "@api/db/schema";
import { type AuditActor, type ChangeBy, recordAudit } from "@api/lib/audit";
import { ApiError, notFound } from "@api/lib/envelope";
import { placeholderImage } from "@api/lib/placeholder-image";
import type { ImageAction } from "@api/validation/admin-media";
import { picturesOf } from "./product-image-views";

const COLOR_NOT_FOUND = "That colour is not one of this product's.";

/**
 * A list's pictures in their order: the first is the default (the card's and the page's first
 * picture). With none left, the placeholder stands in, so the shop never shows a broken image.
 */
function withImages(images: StoredImage[], name: string) {
  const first = images[0] ?? placeholderImage(name);
  return { images, defaultImage: first };
}

async function productOr404(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for("update");
  if (!row) throw notFound("Product");
  return row;
}

/** A colour product shows its first colour's pictures on cards and in lists. */
async function mirrorFirstColor(tx: DbOrTx, productId: string, name: string) {
  const [first] = await tx
    .select({ images: productColors.images })
    .from(productColors)
    .where(eq(productColors.productId, productId))
    .orderBy(asc(productColors.position), asc(productColors.id))
    .limit(1);
  if (!first) return;
  const { images, defaultImage } = withImages(picturesOf(first.images), name);
  await tx.update(products).set({ images, defaultImage, image: defaultImage }).where(eq(products.id, productId));
}

/** How a list is edited: given its pictures (and its name), the pictures it should have, or a thrown refusal. */
type ListEdit = (images: StoredImage[], name: string) => StoredImage[];

/** Reads the list a change is about (the product's, or one colour's), locked, and writes it back. */
async function editList(tx: DbOrTx, productId: string, colorRowId: string | undefined, edit: ListEdit) {
  const product = await productOr404(tx, productId);
  if (!colorRowId) {
    const before = picturesOf(product.images);
    const after = edit(before, product.name);
    const { images, defaultImage } = withImages(after, product.name);
    await tx.update(products).set({ images, defaultImage, image: defaultImage }).where(eq(products.id, productId));
    return { product, color: null, before, after };
  }
  const [row] = await tx
    .select({ id: productColors.id, images: productColors.images, name: colors.name })
    .from(productColors)
    .innerJoin(colors, eq(colors.id, productColors.colorId))
    .where(and(eq(productColors.id, colorRowId), eq(productColors.productId, productId)))
    .for("update", { of: productColors });
  if (!row) throw new ApiError(404, COLOR_NOT_FOUND, { color: COLOR_NOT_FOUND });
  const label = `${product.name} in ${row.name}`;
  const before = picturesOf(row.images);
  const after = edit(before, label);
  const { images, defaultImage } = withImages(after, label);
  await tx.update(productColors).set({ images, defaultImage }).where(eq(productColors.id, row.id));
  await mirrorFirstColor(tx, productId, product.name);
  return { product, color: { id: row.id, name: row.name }, before, after };
}

async function audit(
  tx: DbOrTx,
  actor: AuditActor,
  changed: {
    product: { id: string };
    color: { id: string; name: string } | null;
    before: StoredImage[];
    after: StoredImage[];
  },
  action: string,
  at: Date,
) {
  const listed = (images: StoredImage[]) => images.map((image) => ({ url: image.url, alt: image.alt ?? "" }));
  await recordAudit(tx, {
    actor,
    action,
    entityType: "product",
    entityId: changed.product.id,
    before: { ...(changed.color ? { colour: changed.color.name } : {}), images: listed(changed.before) },
    after: { ...(changed.color ? { colour: changed.color.name } : {}), images: listed(changed.after) },
    at,
  });
}

/** Refuses an unknown product before an upload's work, so a wrong product costs no processing. */
export async function refuseUnknownProduct(db: Db, id: string) {
  const [exists] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  if (!exists) throw notFound("Product");
}

/** Edits the product's list, or one colour's, and audits it as the action. The product, colour and lists. */
export async function editProductImages(
  db: Db,
  by: ChangeBy,
  productId: string,
  colorRowId: string | undefined,
  action: string,
  edit: ListEdit,
) {
  return db.transaction(async (tx) => {
    const changed = await editList(tx, productId, colorRowId, edit);
    await audit(tx, by.actor, changed, action, by.at);
    return changed;
  });
}

const MOVES: Record<Exclude<ImageAction, "alt">, (images: StoredImage[], at: number) => StoredImage[]> = {
  up: (images, at) => (at === 0 ? images : swap(images, at, at - 1)),
  down: (images, at) => (at === images.length - 1 ? images : swap(images, at, at + 1)),
  default: (images, at) => [images[at], ...images.filter((_, i) => i !== at)],
  delete: (images, at) => images.filter((_, i) => i !== at),
};

function swap(images: StoredImage[], a: number, b: number) {
  const next = [...images];
  [next[a], next[b]] = [next[b], next[a]];
  return next;
}

/** The list after one picture (at its index) is moved, made first, removed or re-described. */
export function rearranged(
  images: StoredImage[],
  at: number,
  change: { action: Exclude<ImageAction, "alt"> } | { action: "alt"; alt: string },
) {
  if (change.action === "alt") return images.map((image, i) => (i === at ? { ...image, alt: change.alt } : image));
  return MOVES[change.action](images, at);
}
