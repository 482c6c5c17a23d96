import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { type StoredImage, colors, productColors, products } from "@api/db/schema";
import { type AuditActor, recordAudit } from "@api/lib/audit";
import { ApiError, notFound, ok } from "@api/lib/envelope";
import { isPlaceholderImage, placeholderImage } from "@api/lib/placeholder-image";
import type { ValidatedContext } from "@api/lib/validation";
import type { ImageAction, productImageChangeSchema } from "@api/validation/admin-media";
import { storeUploadedImage } from "@api/resources/admin/media/store-upload";
import type { productIdParam } from "./product-images.schemas";

type IdParam = { param: typeof productIdParam };

const COLOR_NOT_FOUND = "That colour is not one of this product's.";
export const IMAGE_GONE = "That picture is no longer there: someone may have removed it. The list below is up to date.";
export const MAXIMUM_IMAGES = 12;
export const TOO_MANY_IMAGES = `A product or colour shows at most ${MAXIMUM_IMAGES} pictures: remove one before adding another.`;

const picturesOf = (images: StoredImage[]) => images.filter((image) => !isPlaceholderImage(image));

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

/** Reads the list a change is about (the product's, or one colour's), locked, and writes it back. */
async function editList(
  tx: DbOrTx,
  productId: string,
  colorRowId: string | undefined,
  edit: (images: StoredImage[], name: string) => StoredImage[],
) {
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

/** GET: the product's pictures and, for colour products, each colour's. */
export async function getProductImages(c: ValidatedContext<IdParam>) {
  const { db } = c.get("deps");
  const { id } = c.req.valid("param");
  const [product] = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      productType: products.productType,
      images: products.images,
    })
    .from(products)
    .where(eq(products.id, id));
  if (!product) throw notFound("Product");
  const colorRows = await db
    .select({ id: productColors.id, name: colors.name, hex: colors.hex, images: productColors.images })
    .from(productColors)
    .innerJoin(colors, eq(colors.id, productColors.colorId))
    .where(eq(productColors.productId, id))
    .orderBy(asc(productColors.position), asc(productColors.id));
  const hasColors = product.productType === "PRODUCT_WITH_COLOR" || product.productType === "PRODUCT_WITH_COLOR_SIZE";
  return ok(c, {
    product: { _id: product.id, name: product.name, slug: product.slug, productType: product.productType },
    // A colour product's own list mirrors its first colour's; staff edit the colours'.
    images: hasColors ? [] : picturesOf(product.images),
    colors: hasColors
      ? colorRows.map((row) => ({ _id: row.id, name: row.name, hex: row.hex, images: picturesOf(row.images) }))
      : [],
  });
}

/** POST (multipart: image, alt, color?): adds an uploaded picture at the end of the list. */
export async function addProductImage(c: ValidatedContext<IdParam>) {
  const deps = c.get("deps");
  const actor = c.get("staff");
  const { id } = c.req.valid("param");
  const form = await c.req.parseBody();
  const colorRowId = typeof form.color === "string" && form.color ? form.color : undefined;
  // Checked before the upload's work, so a wrong product costs no processing.
  const [exists] = await deps.db.select({ id: products.id }).from(products).where(eq(products.id, id));
  if (!exists) throw notFound("Product");
  const image = await storeUploadedImage(deps, actor, form);
  const result = await deps.db.transaction(async (tx) => {
    const changed = await editList(tx, id, colorRowId, (images) => {
      if (images.length >= MAXIMUM_IMAGES) throw new ApiError(409, TOO_MANY_IMAGES, { image: TOO_MANY_IMAGES });
      return [...images.filter((existing) => existing.url !== image.url), image];
    });
    await audit(tx, actor, changed, "product.image-add", deps.clock.now());
    return changed;
  });
  return ok(
    c,
    { image, images: result.after },
    `Picture added to ${result.color ? `${result.product.name} in ${result.color.name}` : result.product.name}`,
  );
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

const DONE: Record<ImageAction, string> = {
  up: "Picture moved up",
  down: "Picture moved down",
  default: "Picture is now the first one shoppers see",
  delete: "Picture removed",
  alt: "Picture description saved",
};

/** PATCH: moves, makes first, removes or re-describes one picture, named by its address. */
export async function changeProductImage(c: ValidatedContext<IdParam & { json: typeof productImageChangeSchema }>) {
  const { db, clock } = c.get("deps");
  const actor = c.get("staff");
  const { id } = c.req.valid("param");
  const change = c.req.valid("json");
  const result = await db.transaction(async (tx) => {
    const changed = await editList(tx, id, change.color, (images) => {
      const at = images.findIndex((image) => image.url === change.url);
      if (at < 0) throw new ApiError(409, IMAGE_GONE);
      if (change.action === "alt") return images.map((image, i) => (i === at ? { ...image, alt: change.alt } : image));
      return MOVES[change.action](images, at);
    });
    await audit(tx, actor, changed, `product.image-${change.action}`, clock.now());
    return changed;
  });
  return ok(c, { images: result.after }, DONE[change.action]);
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
