/** The handlers of one level below a project category (sub-categories, groups, projects), from its config. */
import { recordAudit } from "@api/lib/audit";
import { notFound, ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { moveSchema } from "@api/validation/admin-categories";
import type { projectNameSchema } from "@api/validation/admin-projects";
import { stillInUse } from "@api/resources/admin/catalogue-writes";
import { moveAmongSiblings } from "@api/resources/admin/reorder";
import type { ProjectLevel } from "./project-levels";
import type { projectIdParam } from "./projects.schemas";

type Param = { param: typeof projectIdParam };

/** POST /<parent>/:id/<children> {name}: the new row goes last among its siblings. */
export const addToLevel = (level: ProjectLevel) =>
  async function addChild(c: ValidatedContext<Param & { json: typeof projectNameSchema }>) {
    const { db, clock } = c.get("deps");
    const parentId = c.req.valid("param").id;
    const { name } = c.req.valid("json");
    const row = await db.transaction(async (tx) => {
      if (!(await level.lockedParent(tx, parentId))) throw notFound(level.parentLabel);
      const siblings = await level.siblings(tx, parentId);
      const next = siblings.reduce((max, sibling) => Math.max(max, sibling.position + 1), 0);
      const created = await level.insert(tx, parentId, name, next);
      await recordAudit(tx, {
        actor: c.get("staff"),
        action: `${level.entity}.create`,
        entityType: level.entity,
        entityId: created.id,
        before: null,
        after: { parentId, name },
        at: clock.now(),
      });
      return created;
    });
    return ok(c, { _id: row.id, name: row.name, position: row.position }, `${level.label} ${row.name} added`);
  };

export const renameInLevel = (level: ProjectLevel) =>
  async function rename(c: ValidatedContext<Param & { json: typeof projectNameSchema }>) {
    const { db, clock } = c.get("deps");
    const { name } = c.req.valid("json");
    const changed = await db.transaction(async (tx) => {
      const current = await level.locked(tx, c.req.valid("param").id);
      if (!current) throw notFound(level.label);
      if (current.name === name) return false;
      await level.rename(tx, current.id, name);
      await recordAudit(tx, {
        actor: c.get("staff"),
        action: `${level.entity}.update`,
        entityType: level.entity,
        entityId: current.id,
        before: { name: current.name },
        after: { name },
        at: clock.now(),
      });
      return true;
    });
    return ok(
      c,
      { _id: c.req.valid("param").id, name },
      changed ? `${level.label} ${name} saved` : "Nothing to change",
    );
  };

export const moveInLevel = (level: ProjectLevel) =>
  async function move(c: ValidatedContext<Param & { json: typeof moveSchema }>) {
    const { db, clock } = c.get("deps");
    const id = c.req.valid("param").id;
    const { direction } = c.req.valid("json");
    const moved = await db.transaction(async (tx) => {
      const current = await level.locked(tx, id);
      if (!current) throw notFound(level.label);
      return moveAmongSiblings(tx, {
        siblings: await level.siblings(tx, current.parentId),
        row: current,
        direction,
        place: (placed, position) => level.place(tx, placed, position),
        audit: { actor: c.get("staff"), at: clock.now(), entityType: level.entity },
      });
    });
    return ok(
      c,
      { _id: id },
      moved
        ? `${level.label} moved ${direction}`
        : `The ${level.label.toLowerCase()} is already ${direction === "up" ? "first" : "last"}`,
    );
  };

/** Only an empty sub-category or group is removed: the 409 says what is still inside. */
export const removeFromLevel = (level: ProjectLevel) =>
  async function remove(c: ValidatedContext<Param>) {
    const { db, clock } = c.get("deps");
    const name = await db.transaction(async (tx) => {
      const current = await level.locked(tx, c.req.valid("param").id);
      if (!current) throw notFound(level.label);
      const inside = await level.contents(tx, current.id);
      if (inside) throw stillInUse(`${current.name} still has ${inside}: remove them first`);
      await level.remove(tx, current.id);
      await recordAudit(tx, {
        actor: c.get("staff"),
        action: `${level.entity}.delete`,
        entityType: level.entity,
        entityId: current.id,
        before: { parentId: current.parentId, name: current.name },
        after: null,
        at: clock.now(),
      });
      return current.name;
    });
    return ok(c, { _id: c.req.valid("param").id }, `${level.label} ${name} removed`);
  };

/* ------------------------------------------------------------ project pictures */
