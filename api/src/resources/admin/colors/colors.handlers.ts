import { and, asc, countDistinct, eq, inArray, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { colors, productColors, products } from "../../../db/schema";
import { recordAudit } from "../../../lib/audit";
import { notFound, ok, okList } from "../../../lib/envelope";
import { newId } from "../../../lib/ids";
import type { ValidatedContext } from "../../../lib/validation";
import type { colorSchema } from "../../../validation/admin-attributes";
import { chosenSlug, productTally, slugRace, slugTaken, stillInUse } from "../catalogue-writes";
import type { colorIdParam } from "./colors.schemas";

type ColorRow = typeof colors.$inferSelect;

const auditedColor = (row: ColorRow) => ({ name: row.name, slug: row.slug, hex: row.hex });

/** Products with a variant in each colour, all and active, by colour id. */
async function colorUsage(db: DbOrTx, ids?: string[]) {
  const rows = await db
    .select({
      id: productColors.colorId,
      total: countDistinct(productColors.productId),
      active: sql<number>`count(distinct ${products.id}) filter (where ${products.isActive})`.mapWith(Number),
    })
    .from(productColors)
    .innerJoin(products, eq(products.id, productColors.productId))
    .where(ids ? inArray(productColors.colorId, ids) : undefined)
    .groupBy(productColors.colorId);
  return new Map(rows.map((row) => [row.id, row]));
}

const colorView = (row: ColorRow, usage?: { total: number; active: number }) => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  hex: row.hex,
  productCount: usage?.total ?? 0,
  activeProductCount: usage?.active ?? 0,
});

/** Every colour by name, as the shop's colour filter lists them. */
export async function listColors(c: ValidatedContext<Record<string, never>>) {
  const { db } = c.get("deps");
  const [rows, usage] = await Promise.all([db.select().from(colors).orderBy(asc(colors.name), asc(colors.id)), colorUsage(db)]);
  return okList(c, rows.map((row) => colorView(row, usage.get(row.id))), { page: 1, limit: 0, totalRecords: rows.length });
}

async function refuseTakenSlug(tx: DbOrTx, slug: string, exceptId?: string) {
  const [other] = await tx.select({ name: colors.name }).from(colors).where(and(eq(colors.slug, slug), exceptId ? ne(colors.id, exceptId) : undefined));
  if (other) throw slugTaken(slug, `the colour ${other.name}`);
}

export async function createColor(c: ValidatedContext<{ json: typeof colorSchema }>) {
  const { db, clock } = c.get("deps");
  const me = c.get("staff");
  const input = c.req.valid("json");
  const slug = chosenSlug(input.slug, input.name);
  const now = clock.now();
  const row = await db
    .transaction(async (tx) => {
      await refuseTakenSlug(tx, slug);
      const [created] = await tx.insert(colors).values({ id: newId(), name: input.name, slug, hex: input.hex }).returning();
      await recordAudit(tx, { actor: me, action: "color.create", entityType: "color", entityId: created.id, before: null, after: auditedColor(created), at: now });
      return created;
    })
    .catch(slugRace(slug, "colors_slug_unique", "another colour"));
  return ok(c, colorView(row), `Colour ${row.name} added`);
}

/** A new name, slug or shade applies at once to every product in the colour. */
export async function updateColor(c: ValidatedContext<{ param: typeof colorIdParam; json: typeof colorSchema }>) {
  const { db, clock } = c.get("deps");
  const me = c.get("staff");
  const { id } = c.req.valid("param");
  const input = c.req.valid("json");
  const slug = chosenSlug(input.slug, input.name);
  const now = clock.now();
  const result = await db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(colors).where(eq(colors.id, id)).for("update");
      if (!current) throw notFound("Colour");
      const next = { name: input.name, slug, hex: input.hex };
      if (JSON.stringify(auditedColor(current)) === JSON.stringify(next)) return { row: current, changed: false };
      if (slug !== current.slug) await refuseTakenSlug(tx, slug, id);
      const [row] = await tx.update(colors).set(next).where(eq(colors.id, id)).returning();
      await recordAudit(tx, { actor: me, action: "color.update", entityType: "color", entityId: id, before: auditedColor(current), after: auditedColor(row), at: now });
      return { row, changed: true };
    })
    .catch(slugRace(slug, "colors_slug_unique", "another colour"));
  const usage = await colorUsage(db, [id]);
  return ok(c, colorView(result.row, usage.get(id)), result.changed ? `Colour ${result.row.name} saved` : "Nothing to change");
}

export async function deleteColor(c: ValidatedContext<{ param: typeof colorIdParam }>) {
  const { db, clock } = c.get("deps");
  const me = c.get("staff");
  const { id } = c.req.valid("param");
  const now = clock.now();
  const name = await db.transaction(async (tx) => {
    // Locked, so a product saved with this colour meanwhile waits, then finds it gone.
    const [current] = await tx.select().from(colors).where(eq(colors.id, id)).for("update");
    if (!current) throw notFound("Colour");
    const usage = (await colorUsage(tx, [id])).get(id);
    if (usage) {
      throw stillInUse(`${current.name} cannot be deleted while it is used by ${productTally(usage.total, usage.active)}. Remove the colour from them first.`);
    }
    await tx.delete(colors).where(eq(colors.id, id));
    await recordAudit(tx, { actor: me, action: "color.delete", entityType: "color", entityId: id, before: auditedColor(current), after: null, at: now });
    return current.name;
  });
  return ok(c, { _id: id }, `Colour ${name} deleted`);
}
