/** The handlers of one level below a project category (sub-categories, groups, projects), from its config. */
import { ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { moveSchema } from "@api/validation/admin-categories";
import type { projectNameSchema } from "@api/validation/admin-projects";
import * as levelWrites from "./project-level-writes";
import type { ProjectLevel } from "./project-levels";
import type { projectIdParam } from "./projects.schemas";
import { changeByStaff } from "@api/resources/admin/change-by-staff";
import { kindMoveMessage } from "@api/resources/admin/reorder";

type Param = { param: typeof projectIdParam };

/** POST /<parent>/:id/<children> {name}: the new row goes last among its siblings. */
export const addToLevel = (level: ProjectLevel) =>
  async function addChild(c: ValidatedContext<Param & { json: typeof projectNameSchema }>) {
    const { name } = c.req.valid("json");
    const row = await levelWrites.addToLevel(c.get("deps").db, changeByStaff(c), level, c.req.valid("param").id, name);
    return ok(c, { _id: row.id, name: row.name, position: row.position }, `${level.label} ${row.name} added`);
  };

export const renameInLevel = (level: ProjectLevel) =>
  async function rename(c: ValidatedContext<Param & { json: typeof projectNameSchema }>) {
    const { id } = c.req.valid("param");
    const { name } = c.req.valid("json");
    const changed = await levelWrites.renameInLevel(c.get("deps").db, changeByStaff(c), level, id, name);
    return ok(c, { _id: id, name }, changed ? `${level.label} ${name} saved` : "Nothing to change");
  };

export const moveInLevel = (level: ProjectLevel) =>
  async function move(c: ValidatedContext<Param & { json: typeof moveSchema }>) {
    const { id } = c.req.valid("param");
    const { direction } = c.req.valid("json");
    const moved = await levelWrites.moveInLevel(c.get("deps").db, changeByStaff(c), level, id, direction);
    return ok(c, { _id: id }, kindMoveMessage(level.label, direction, moved));
  };

/** Only an empty sub-category or group is removed: the 409 says what is still inside. */
export const removeFromLevel = (level: ProjectLevel) =>
  async function remove(c: ValidatedContext<Param>) {
    const { id } = c.req.valid("param");
    const name = await levelWrites.removeFromLevel(c.get("deps").db, changeByStaff(c), level, id);
    return ok(c, { _id: id }, `${level.label} ${name} removed`);
  };
