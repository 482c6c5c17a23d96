import { and, asc, countDistinct, eq, inArray, max, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { productSizes, products, sizes } from "../../../db/schema";
import { recordAudit } from "../../../lib/audit";
import { notFound, ok, okList } from "../../../lib/envelope";
import { newId } from "../../../lib/ids";
import type { ValidatedContext } from "../../../lib/validation";
import type { moveSchema } from "../../../validation/admin-categories";
import type { sizeSchema } from "../../../validation/admin-attributes";
import { chosenSlug, productTally, slugRace, slugTaken, stillInUse } from "../catalogue-writes";
import { movedPositions } from "../reorder";
import type { sizeIdParam } from "./sizes.schemas";

type SizeRow = typeof sizes.$inferSelect;

const auditedSize = (row: SizeRow) => ({ name: row.name, slug: row.slug });
/** The shop lists sizes in this order (smallest first, as staff arrange them). */
const sizeOrder = [asc(sizes.position), asc(sizes.name), asc(sizes.id)];

/** Products with a variant in each size, all and active, by size id. */
async function sizeUsage(db: DbOrTx, ids?: string[]) {
  const rows = await db
    .select({
      id: productSizes.sizeId,
      total: countDistinct(productSizes.productId),
      active: sql<number>`count(distinct ${products.id}) filter (where ${products.isActive})`.mapWith(Number),
    })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(ids ? inArray(productSizes.sizeId, ids) : undefined)
    .groupBy(productSizes.sizeId);
  return new Map(rows.map((row) => [row.id, row]));
}

const sizeView = (row: SizeRow, usage?: { total: number; active: number }) => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  position: row.position,
  productCount: usage?.total ?? 0,
  activeProductCount: usage?.active ?? 0,
});

async function allSizes(db: DbOrTx) {
  const [rows, usage] = await Promise.all([db.select().from(sizes).orderBy(...sizeOrder), sizeUsage(db)]);
  return rows.map((row) => sizeView(row, usage.get(row.id)));
}

export async function listSizes(c: ValidatedContext<Record<string, never>>) {
  const rows = await allSizes(c.get("deps").db);
  return okList(c, rows, { page: 1, limit: 0, totalRecords: rows.length });
}

async function refuseTakenSlug(tx: DbOrTx, slug: string, exceptId?: string) {
  const [other] = await tx.select({ name: sizes.name }).from(sizes).where(and(eq(sizes.slug, slug), exceptId ? ne(sizes.id, exceptId) : undefined));
  if (other) throw slugTaken(slug, `the size ${other.name}`);
}

export async function createSize(c: ValidatedContext<{ json: typeof sizeSchema }>) {
  const { db, clock } = c.get("deps");
  const me = c.get("staff");
  const input = c.req.valid("json");
  const slug = chosenSlug(input.slug, input.name);
  const now = clock.now();
  const row = await db
    .transaction(async (tx) => {
      await refuseTakenSlug(tx, slug);
      const [{ last }] = await tx.select({ last: max(sizes.position) }).from(sizes);
      const [created] = await tx
        .insert(sizes)
        .values({ id: newId(), name: input.name, slug, position: (last ?? -1) + 1 })
        .returning();
      await recordAudit(tx, { actor: me, action: "size.create", entityType: "size", entityId: created.id, before: null, after: auditedSize(created), at: now });
      return created;
    })
    .catch(slugRace(slug, "sizes_slug_unique", "another size"));
  return ok(c, sizeView(row), `Size ${row.name} added`);
}

export async function updateSize(c: ValidatedContext<{ param: typeof sizeIdParam; json: typeof sizeSchema }>) {
  const { db, clock } = c.get("deps");
  const me = c.get("staff");
  const { id } = c.req.valid("param");
  const input = c.req.valid("json");
  const slug = chosenSlug(input.slug, input.name);
  const now = clock.now();
  const result = await db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(sizes).where(eq(sizes.id, id)).for("update");
      if (!current) throw notFound("Size");
      if (current.name === input.name && current.slug === slug) return { row: current, changed: false };
      if (slug !== current.slug) await refuseTakenSlug(tx, slug, id);
      const [row] = await tx.update(sizes).set({ name: input.name, slug }).where(eq(sizes.id, id)).returning();
      await recordAudit(tx, { actor: me, action: "size.update", entityType: "size", entityId: id, before: auditedSize(current), after: auditedSize(row), at: now });
      return { row, changed: true };
    })
    .catch(slugRace(slug, "sizes_slug_unique", "another size"));
  const usage = await sizeUsage(db, [id]);
  return ok(c, sizeView(result.row, usage.get(id)), result.changed ? `Size ${result.row.name} saved` : "Nothing to change");
}

export async function moveSize(c: ValidatedContext<{ param: typeof sizeIdParam; json: typeof moveSchema }>) {
  const { db, clock } = c.get("deps");
  const me = c.get("staff");
  const { id } = c.req.valid("param");
  const { direction } = c.req.valid("json");
  const now = clock.now();
  const moved = await db.transaction(async (tx) => {
    // Every size is locked, so two moves at once cannot interleave their renumbering.
    const siblings = await tx.select().from(sizes).orderBy(...sizeOrder).for("update");
    const row = siblings.find((sibling) => sibling.id === id);
    if (!row) throw notFound("Size");
    const after = movedPositions(siblings, id, direction);
    if (!after) return { name: row.name, moved: false };
    for (const update of after.updates) await tx.update(sizes).set({ position: update.position }).where(eq(sizes.id, update.id));
    await recordAudit(tx, { actor: me, action: "size.move", entityType: "size", entityId: id, before: { position: row.position }, after: { position: after.position }, at: now });
    return { name: row.name, moved: true };
  });
  const message = moved.moved ? `${moved.name} moved ${direction}` : `${moved.name} is already ${direction === "up" ? "first" : "last"}`;
  return ok(c, await allSizes(db), message);
}

export async function deleteSize(c: ValidatedContext<{ param: typeof sizeIdParam }>) {
  const { db, clock } = c.get("deps");
  const me = c.get("staff");
  const { id } = c.req.valid("param");
  const now = clock.now();
  const name = await db.transaction(async (tx) => {
    // Locked, so a product saved with this size meanwhile waits, then finds it gone.
    const [current] = await tx.select().from(sizes).where(eq(sizes.id, id)).for("update");
    if (!current) throw notFound("Size");
    const usage = (await sizeUsage(tx, [id])).get(id);
    if (usage) {
      throw stillInUse(`${current.name} cannot be deleted while it is used by ${productTally(usage.total, usage.active)}. Remove the size from them first.`);
    }
    await tx.delete(sizes).where(eq(sizes.id, id));
    await recordAudit(tx, { actor: me, action: "size.delete", entityType: "size", entityId: id, before: auditedSize(current), after: null, at: now });
    return current.name;
  });
  return ok(c, { _id: id }, `Size ${name} deleted`);
}
