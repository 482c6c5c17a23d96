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
