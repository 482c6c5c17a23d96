/**
 * The handlers of a catalogue master (colours, sizes): a short list of named things products
 * come in, each with a unique slug, listed with how many products use it, and not deleted while
 * one does. One factory, so both masters answer, audit and refuse alike; a master's config says
 * its table, its own columns and its words.
 */
import { type SQL, and, countDistinct, eq, inArray, ne, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { DbOrTx } from "@api/db/client";
import { products } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { notFound, ok, okList } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import type { ValidatedContext } from "@api/lib/validation";
import { chosenSlug, productTally, slugRace, slugTaken, stillInUse } from "../catalogue-writes";
import type { masterIdParam } from "./master-id-param";

export type MasterRow = { id: string; name: string; slug: string };
type Usage = { total: number; active: number };
type MasterInput = { name: string; slug?: string };

export type MasterConfig<Row extends MasterRow, Schema extends z.ZodType<MasterInput, z.ZodTypeDef, unknown>> = {
  table: PgTable & { id: AnyPgColumn; name: AnyPgColumn; slug: AnyPgColumn };
  /** The products' link to the master: a product uses it when it has a variant in it. */
  link: { table: PgTable; masterId: AnyPgColumn; productId: AnyPgColumn };
  /** The audit log's entity type, also its actions' prefix ("color.create"). */
  entity: string;
  /** The master's name for one in messages, lower case ("colour"). */
  noun: string;
  /** The unique index on the slug, to tell a slug taken meanwhile. */
  slugIndex: string;
  order: SQL[];
  /** What the audit log keeps of a row. */
  audited: (row: Row) => Record<string, unknown>;
  /** The row's own fields in the back office's view, besides id, name, slug and counts. */
  ownFields: (row: Row) => Record<string, unknown>;
  /** The columns a save sets. */
  changes: (input: z.infer<Schema>, slug: string) => Partial<Row>;
  /** The columns a new row gets besides id (its place in the list, say). */
  newRow: (tx: DbOrTx, input: z.infer<Schema>, slug: string) => Promise<Omit<Row, "id">>;
};

/** Products with a variant in each master row, all and active, by row id. */
function usageOf(link: MasterConfig<MasterRow, z.ZodType<MasterInput, z.ZodTypeDef, unknown>>["link"]) {
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

export function masterHandlers<Row extends MasterRow, Schema extends z.ZodType<MasterInput, z.ZodTypeDef, unknown>>(
  config: MasterConfig<Row, Schema>,
) {
  const { table, noun, entity } = config;
  const Noun = capitalised(noun);
  const usage = usageOf(config.link);
  const view = (row: Row, used?: Usage) => ({
    _id: row.id,
    name: row.name,
    slug: row.slug,
    ...config.ownFields(row),
    productCount: used?.total ?? 0,
    activeProductCount: used?.active ?? 0,
  });
  // The table is known only as a PgTable here: its rows are the config's Row.
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
        .orderBy(...config.order),
      usage(db),
    ]);
    return rowsOf(rows).map((row) => view(row, used.get(row.id)));
  }

  return {
    all,
    lockRow,
    async list(c: ValidatedContext<Record<string, never>>) {
      const rows = await all(c.get("deps").db);
      return okList(c, rows, { page: 1, limit: 0, totalRecords: rows.length });
    },

    async create(c: ValidatedContext<{ json: Schema }>) {
      const input = c.req.valid("json") as z.infer<Schema>;
      const slug = chosenSlug(input.slug, input.name);
      const row = await c
        .get("deps")
        .db.transaction(async (tx) => {
          await refuseTakenSlug(tx, slug);
          const values = { ...(await config.newRow(tx, input, slug)), id: newId() };
          const [created] = rowsOf(await tx.insert(table).values(values).returning());
          await audit(tx, "create", created.id, null, config.audited(created), c);
          return created;
        })
        .catch(slugRace(slug, config.slugIndex, `another ${noun}`));
      return ok(c, view(row), `${Noun} ${row.name} added`);
    },

    async update(c: ValidatedContext<{ param: typeof masterIdParam; json: Schema }>) {
      const { db } = c.get("deps");
      const { id } = c.req.valid("param");
      const input = c.req.valid("json") as z.infer<Schema>;
      const slug = chosenSlug(input.slug, input.name);
      const next = config.changes(input, slug);
      const result = await db
        .transaction(async (tx) => {
          const current = await lockRow(tx, id);
          if (Object.entries(next).every(([key, value]) => current[key as keyof Row] === value))
            return { row: current, changed: false };
          if (slug !== current.slug) await refuseTakenSlug(tx, slug, id);
          const [row] = rowsOf(await tx.update(table).set(next).where(eq(table.id, id)).returning());
          await audit(tx, "update", id, config.audited(current), config.audited(row), c);
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
        await audit(tx, "delete", id, config.audited(current), null, c);
        return current.name;
      });
      return ok(c, { _id: id }, `${Noun} ${name} deleted`);
    },
  };
}
