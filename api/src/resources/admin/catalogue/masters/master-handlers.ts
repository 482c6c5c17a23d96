/**
 * The handlers of a catalogue master (colours, sizes): a short list of named things products
 * come in, each with a unique slug, listed with how many products use it, and not deleted while
 * one does; an ordered master's rows also move up and down. One factory, so every master answers,
 * audits and refuses alike; a master's config says its table, its own columns and its words.
 */
import { and, asc, countDistinct, eq, inArray, max, ne, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { DbOrTx } from "@api/db/client";
import { products } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { notFound, ok, okList } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import type { ValidatedContext } from "@api/lib/validation";
import type { moveSchema } from "@api/validation/admin-categories";
import { chosenSlug, productTally, slugRace, slugTaken, stillInUse } from "@api/resources/admin/catalogue-writes";
import { moveAmongSiblings, moveMessage } from "@api/resources/admin/reorder";
import type { masterIdParam } from "./master-id-param";

/** A master's row: its own columns besides these are the config's `columns`. */
type Row = { id: string; name: string; slug: string; position?: number } & Record<string, unknown>;
type Usage = { total: number; active: number };
/** A row as the API answers it: the config's own columns, and its position when ordered, besides these. */
export type MasterView = {
  _id: string;
  name: string;
  slug: string;
  productCount: number;
  activeProductCount: number;
} & Record<string, unknown>;
type MasterInput = { name: string; slug?: string };
export type MasterSchema = z.ZodType<MasterInput, z.ZodTypeDef, unknown>;

export type MasterConfig = {
  table: PgTable & { id: AnyPgColumn; name: AnyPgColumn; slug: AnyPgColumn; position?: AnyPgColumn };
  /** The products' link to the master: a product uses it when it has a variant in it. */
  link: { table: PgTable; masterId: AnyPgColumn; productId: AnyPgColumn };
  /** The audit log's entity type, also its actions' prefix ("color.create"). */
  entity: string;
  /** The master's name for one in messages, lower case ("colour"). */
  noun: string;
  /** The unique index on the slug, to tell a slug taken meanwhile. */
  slugIndex: string;
  /** The form's fields besides name and slug, kept as the row's columns of the same names ("hex"). */
  columns: readonly string[];
  /**
   * Listed in the order staff set (a `position` column; a new row joins the end, rows move up and
   * down), or else by name.
   */
  ordered: boolean;
};

/** Products with a variant in each master row, all and active, by row id. */
function usageOf(link: MasterConfig["link"]) {
  return async (db: DbOrTx, ids?: string[]) => {
    const rows = await db
      .select({
        id: sql<string>`${link.masterId}`,
        total: countDistinct(link.productId),
        active: sql<number>`count(distinct ${products.id}) filter (where ${products.isActive})`.mapWith(Number),
      })
      .from(link.table)
      .innerJoin(products, eq(products.id, link.productId))
      .where(ids ? inArray(link.masterId, ids) : undefined)
      .groupBy(link.masterId);
    return new Map<string, Usage>(rows.map((row) => [row.id, row]));
  };
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const pick = (from: Record<string, unknown>, keys: readonly PropertyKey[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key as string]]));

export function masterHandlers(config: MasterConfig) {
  const { table, noun, entity, ordered } = config;
  const Noun = capitalised(noun);
  const usage = usageOf(config.link);
  const position = table.position;
  if (ordered && !position) throw new Error(`The ${noun} master is ordered but its table has no position column`);
  // An ordered master is listed as staff arranged it; the others by name, as the shop's filters list them.
  const order = [...(ordered && position ? [asc(position)] : []), asc(table.name), asc(table.id)];
  const own = (from: Record<string, unknown>) => pick(from, config.columns);
  const view = (row: Row, used?: Usage): MasterView => ({
    _id: row.id,
    name: row.name,
    slug: row.slug,
    ...own(row),
    ...(ordered ? { position: row.position } : {}),
    productCount: used?.total ?? 0,
    activeProductCount: used?.active ?? 0,
  });
  /** What the audit log keeps of a row. */
  const audited = (row: Row) => ({ name: row.name, slug: row.slug, ...own(row) });
  // The table is known only as a PgTable here: its rows are a master's row and its own columns.
  const rowsOf = (rows: unknown) => rows as Row[];
  const lockRow = async (tx: DbOrTx, id: string) => {
    const [current] = rowsOf(await tx.select().from(table).where(eq(table.id, id)).for("update"));
    if (!current) throw notFound(Noun);
    return current;
  };
  const refuseTakenSlug = async (tx: DbOrTx, slug: string, exceptId?: string) => {
    const [other] = rowsOf(
      await tx
        .select()
        .from(table)
        .where(and(eq(table.slug, slug), exceptId ? ne(table.id, exceptId) : undefined)),
    );
    if (other) throw slugTaken(slug, `the ${noun} ${other.name}`);
  };
  /** A new ordered row joins the end of the list. */
  const endOfList = async (tx: DbOrTx) => {
    if (!ordered || !position) return {};
    const [{ last }] = await tx.select({ last: max(position) }).from(table);
    return { position: ((last as number | null) ?? -1) + 1 };
  };
  const audit = (
    tx: DbOrTx,
    action: string,
    id: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
    c: ValidatedContext<object>,
  ) =>
    recordAudit(tx, {
      actor: c.get("staff"),
      action: `${entity}.${action}`,
      entityType: entity,
      entityId: id,
      before,
      after,
      at: c.get("deps").clock.now(),
    });

  async function all(db: DbOrTx) {
    const [rows, used] = await Promise.all([
      db
        .select()
        .from(table)
        .orderBy(...order),
      usage(db),
    ]);
    return rowsOf(rows).map((row) => view(row, used.get(row.id)));
  }

  return {
    async list(c: ValidatedContext<Record<string, never>>) {
      const rows = await all(c.get("deps").db);
      return okList(c, rows, { page: 1, limit: 0, totalRecords: rows.length });
    },

    async create(c: ValidatedContext<{ json: MasterSchema }>) {
      const input: MasterInput = c.req.valid("json");
      const slug = chosenSlug(input.slug, input.name);
      const row = await c
        .get("deps")
        .db.transaction(async (tx) => {
          await refuseTakenSlug(tx, slug);
          const values = { name: input.name, slug, ...own(input), ...(await endOfList(tx)), id: newId() };
          const [created] = rowsOf(await tx.insert(table).values(values).returning());
          await audit(tx, "create", created.id, null, audited(created), c);
          return created;
        })
        .catch(slugRace(slug, config.slugIndex, `another ${noun}`));
      return ok(c, view(row), `${Noun} ${row.name} added`);
    },

    async update(c: ValidatedContext<{ param: typeof masterIdParam; json: MasterSchema }>) {
      const { db } = c.get("deps");
      const { id } = c.req.valid("param");
      const input: MasterInput = c.req.valid("json");
      const slug = chosenSlug(input.slug, input.name);
      // A new name, slug or own column applies at once to every product in the master's row.
      const next = { name: input.name, slug, ...own(input) };
      const result = await db
        .transaction(async (tx) => {
          const current = await lockRow(tx, id);
          if (Object.entries(next).every(([key, value]) => current[key] === value))
            return { row: current, changed: false };
          if (slug !== current.slug) await refuseTakenSlug(tx, slug, id);
          const [row] = rowsOf(await tx.update(table).set(next).where(eq(table.id, id)).returning());
          await audit(tx, "update", id, audited(current), audited(row), c);
          return { row, changed: true };
        })
        .catch(slugRace(slug, config.slugIndex, `another ${noun}`));
      const used = await usage(db, [id]);
      return ok(
        c,
        view(result.row, used.get(id)),
        result.changed ? `${Noun} ${result.row.name} saved` : "Nothing to change",
      );
    },

    async move(c: ValidatedContext<{ param: typeof masterIdParam; json: typeof moveSchema }>) {
      const { db, clock } = c.get("deps");
      const { id } = c.req.valid("param");
      const { direction } = c.req.valid("json");
      const moved = await db.transaction(async (tx) => {
        // Every row is locked, so two moves at once cannot interleave their renumbering.
        const siblings = rowsOf(
          await tx
            .select()
            .from(table)
            .orderBy(...order)
            .for("update"),
        ) as (Row & { position: number })[];
        const row = siblings.find((sibling) => sibling.id === id);
        if (!row) throw notFound(Noun);
        const moved = await moveAmongSiblings(tx, {
          siblings,
          row,
          direction,
          place: (placed, position) => tx.update(table).set({ position }).where(eq(table.id, placed)),
          audit: { actor: c.get("staff"), at: clock.now(), entityType: entity },
        });
        return { name: row.name, moved };
      });
      return ok(c, await all(db), moveMessage(moved.name, direction, moved.moved));
    },

    async remove(c: ValidatedContext<{ param: typeof masterIdParam }>) {
      const { id } = c.req.valid("param");
      const name = await c.get("deps").db.transaction(async (tx) => {
        // Locked, so a product saved with this row meanwhile waits, then finds it gone.
        const current = await lockRow(tx, id);
        const used = (await usage(tx, [id])).get(id);
        if (used) {
          throw stillInUse(
            `${current.name} cannot be deleted while it is used by ${productTally(used.total, used.active)}. Remove the ${noun} from them first.`,
          );
        }
        await tx.delete(table).where(eq(table.id, id));
        await audit(tx, "delete", id, audited(current), null, c);
        return current.name;
      });
      return ok(c, { _id: id }, `${Noun} ${name} deleted`);
    },
  };
}
