/** The project categories' handlers: the list, one category with all inside it, its writes and its banner. */
import { ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { moveSchema } from "@api/validation/admin-categories";
import type { projectCategorySchema } from "@api/validation/admin-projects";
import { storeUploadedImage } from "@api/resources/admin/media/store-upload";
import * as category from "./project-category-writes";
import type { projectIdParam } from "./projects.schemas";
import { allCategories, categoryView, categoryWithContents, refuseMissingCategory } from "./project-views";
import { changeByStaff } from "@api/resources/admin/change-by-staff";
import { kindMoveMessage } from "@api/resources/admin/reorder";

type Param = { param: typeof projectIdParam };

export async function listProjectCategories(c: ValidatedContext<object>) {
  return ok(c, await allCategories(c.get("deps").db));
}

/** GET one category with everything inside it, each level in its shown order. */
export async function readProjectCategory(c: ValidatedContext<Param>) {
  return ok(c, await categoryWithContents(c.get("deps").db, c.req.valid("param").id));
}

export async function createProjectCategory(c: ValidatedContext<{ json: typeof projectCategorySchema }>) {
  const row = await category.addCategory(c.get("deps").db, changeByStaff(c), c.req.valid("json"));
  return ok(c, categoryView(row), `Project category ${row.name} added`);
}

export async function updateProjectCategory(c: ValidatedContext<Param & { json: typeof projectCategorySchema }>) {
  const { row, changed } = await category.saveCategory(
    c.get("deps").db,
    changeByStaff(c),
    c.req.valid("param").id,
    c.req.valid("json"),
  );
  return ok(c, categoryView(row), changed ? `Project category ${row.name} saved` : "Nothing to change");
}

export async function deleteProjectCategory(c: ValidatedContext<Param>) {
  const { db } = c.get("deps");
  const name = await category.deleteCategory(db, changeByStaff(c), c.req.valid("param").id);
  return ok(c, await allCategories(db), `Project category ${name} removed`);
}

export async function moveProjectCategory(c: ValidatedContext<Param & { json: typeof moveSchema }>) {
  const { db } = c.get("deps");
  const { direction } = c.req.valid("json");
  const moved = await category.moveCategory(db, changeByStaff(c), c.req.valid("param").id, direction);
  return ok(c, await allCategories(db), kindMoveMessage("Project category", direction, moved));
}

/** POST (multipart: image, alt): the uploaded picture becomes the category page's banner. */
export async function replaceProjectCategoryBanner(c: ValidatedContext<Param>) {
  const deps = c.get("deps");
  const { id } = c.req.valid("param");
  await refuseMissingCategory(deps.db, id);
  const image = await storeUploadedImage(deps, c.get("staff"), await c.req.parseBody());
  // The audit row is timed once the picture is stored, as the change is made then.
  const name = await category.replaceBanner(deps.db, changeByStaff(c), id, image);
  return ok(c, { bannerImage: image }, `New banner for ${name}`);
}
