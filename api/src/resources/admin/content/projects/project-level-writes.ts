/**
 * The writes of one level below a project category (sub-categories, groups, projects), each in one
 * transaction with its audit row; the level says how it reads and writes its own table.
 */
import type { Db } from "@api/db/client";
import { type ChangeBy, recordAudit } from "@api/lib/audit";
import { notFound } from "@api/lib/envelope";
import type { MoveDirection } from "@api/validation/admin-categories";
import { stillInUse } from "@api/resources/admin/catalogue-writes";
import { moveAmongSiblings } from "@api/resources/admin/reorder";
import type { ProjectLevel } from "./project-levels";

/** The new row goes last among its siblings under `parentId`. */
export async function addToLevel(db: Db, by: ChangeBy, level: ProjectLevel, parentId: string, name: string) {
  return db.transaction(async (tx) => {
    if (!(await level.lockedParent(tx, parentId))) throw notFound(level.parentLabel);
    const siblings = await level.siblings(tx, parentId);
    const next = siblings.reduce((max, sibling) => Math.max(max, sibling.position + 1), 0);
    const created = await level.insert(tx, parentId, name, next);
    await recordAudit(tx, {
      ...by,
      action: `${level.entity}.create`,
      entityType: level.entity,
      entityId: created.id,
      before: null,
      after: { parentId, name },
    });
    return created;
  });
}

/** Whether the name changed. */
export async function renameInLevel(db: Db, by: ChangeBy, level: ProjectLevel, id: string, name: string) {
  return db.transaction(async (tx) => {
    const current = await level.locked(tx, id);
    if (!current) throw notFound(level.label);
    if (current.name === name) return false;
    await level.rename(tx, current.id, name);
    await recordAudit(tx, {
      ...by,
      action: `${level.entity}.update`,
      entityType: level.entity,
      entityId: current.id,
      before: { name: current.name },
      after: { name },
    });
    return true;
  });
}

/** One place up or down among its siblings; false when it has nowhere to go. */
export async function moveInLevel(db: Db, by: ChangeBy, level: ProjectLevel, id: string, direction: MoveDirection) {
  return db.transaction(async (tx) => {
    const current = await level.locked(tx, id);
    if (!current) throw notFound(level.label);
    return moveAmongSiblings(tx, {
      siblings: await level.siblings(tx, current.parentId),
      row: current,
      direction,
      place: (placed, position) => level.place(tx, placed, position),
      audit: { ...by, entityType: level.entity },
    });
  });
}

/** Only an empty sub-category or group is removed: the 409 says what is still inside. Its name. */
export async function removeFromLevel(db: Db, by: ChangeBy, level: ProjectLevel, id: string) {
  return db.transaction(async (tx) => {
    const current = await level.locked(tx, id);
    if (!current) throw notFound(level.label);
    const inside = await level.contents(tx, current.id);
    if (inside) throw stillInUse(`${current.name} still has ${inside}: remove them first`);
    await level.remove(tx, current.id);
    await recordAudit(tx, {
      ...by,
      action: `${level.entity}.delete`,
      entityType: level.entity,
      entityId: current.id,
      before: { parentId: current.parentId, name: current.name },
      after: null,
    });
    return current.name;
  });
}
