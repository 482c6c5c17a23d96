import { eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db, DbOrTx } from "@api/db/client";
import { type AuditActor, type ChangeBy, recordAudit } from "@api/lib/audit";
import { notFound } from "@api/lib/envelope";
import type { MoveDirection } from "@api/validation/admin-categories";

type Placed = { id: string; position: number };

/**
 * Moving one item up or down among its siblings (given in their shown order): the moved item's
 * new position and the rows whose position changes. Every sibling is numbered 0, 1, 2… so older
 * data with gaps or ties still moves one place per press. Null when there is nowhere to go (the
 * first item up, the last down) or the id is not among the siblings.
 */
export function movedPositions(
  siblings: Placed[],
  id: string,
  direction: MoveDirection,
): { position: number; updates: Placed[] } | null {
  const order = siblings.map((row) => row.id);
  const from = order.indexOf(id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from === -1 || to < 0 || to >= order.length) return null;
  [order[from], order[to]] = [order[to], order[from]];
  const before = new Map(siblings.map((row) => [row.id, row.position]));
  const updates = order
    .map((rowId, position) => ({ id: rowId, position }))
    .filter((row) => before.get(row.id) !== row.position);
  return { position: to, updates };
}

/**
 * Moves `row` one place among its siblings (locked by the caller, in their shown order), writing
 * each changed position with `place` and auditing the move as `<entityType>.move`. False when it
 * has nowhere to go, and then nothing is written.
 */
export async function moveAmongSiblings(
  tx: DbOrTx,
  move: {
    siblings: Placed[];
    row: Placed;
    direction: MoveDirection;
    place: (id: string, position: number) => Promise<unknown>;
    audit: { actor: AuditActor; entityType: string; at: Date };
  },
): Promise<boolean> {
  const after = movedPositions(move.siblings, move.row.id, move.direction);
  if (!after) return false;
  for (const update of after.updates) await move.place(update.id, update.position);
  await recordAudit(tx, {
    actor: move.audit.actor,
    action: `${move.audit.entityType}.move`,
    entityType: move.audit.entityType,
    entityId: move.row.id,
    before: { position: move.row.position },
    after: { position: after.position },
    at: move.audit.at,
  });
  return true;
}

/**
 * A whole table staff order by hand (the FAQs, the testimonials, the project categories): a new row
 * goes last, and a row moves one place among all the others.
 */
export type OrderedList = {
  table: PgTable & {
    id: AnyPgColumn<{ data: string; notNull: true }>;
    position: AnyPgColumn<{ data: number; notNull: true }>;
  };
  /** The shown order, position first. */
  order: readonly SQL[];
  /** Its name for one in a 404 ("FAQ"). */
  label: string;
  /** The audit row's entity type. */
  entity: string;
};

/** Locks every row of the list, so two additions at once do not share a position, and gives the position after the last. */
export async function lastPlaceIn(tx: DbOrTx, list: OrderedList) {
  await tx.select({ id: list.table.id }).from(list.table).for("update");
  const [{ next }] = await tx
    .select({ next: sql<number>`coalesce(max(${list.table.position}) + 1, 0)`.mapWith(Number) })
    .from(list.table);
  return next;
}

/** Up or down one place; the whole list is locked so two moves cannot interleave their renumbering. False when it has nowhere to go. */
export async function moveInList(db: Db, by: ChangeBy, list: OrderedList, id: string, direction: MoveDirection) {
  const { table } = list;
  return db.transaction(async (tx) => {
    const siblings = await tx
      .select({ id: table.id, position: table.position })
      .from(table)
      .orderBy(...list.order)
      .for("update");
    const row = siblings.find((sibling) => sibling.id === id);
    if (!row) throw notFound(list.label);
    return moveAmongSiblings(tx, {
      siblings,
      row,
      direction,
      place: (placed, position) => tx.update(table).set({ position }).where(eq(table.id, placed)),
      audit: { ...by, entityType: list.entity },
    });
  });
}

/** "Beds moved up", or "Beds is already first" when it had nowhere to go. */
export const moveMessage = (name: string, direction: MoveDirection, moved: boolean) =>
  moved ? `${name} moved ${direction}` : `${name} is already ${direction === "up" ? "first" : "last"}`;

/** "Question moved up", or "The question is already first" when it had nowhere to go. */
export const kindMoveMessage = (kind: string, direction: MoveDirection, moved: boolean) =>
  moved
    ? `${kind} moved ${direction}`
    : `The ${kind.toLowerCase()} is already ${direction === "up" ? "first" : "last"}`;
