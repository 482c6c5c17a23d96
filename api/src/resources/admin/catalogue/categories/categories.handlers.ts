/** The category routes' handlers: read the validated input, call the writes, answer with words. */
import { ok, okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type {
  categorySchema,
  categoryUpdateSchema,
  moveSchema,
  subCategorySchema,
} from "@api/validation/admin-categories";
import { moveMessage } from "@api/resources/admin/reorder";
import type { categoryIdParam, subCategoryParam } from "./categories.schemas";
import { categoriesWithDetail, categoryOr404, subCategoryView } from "./category-views";
import * as category from "./category-writes";
import * as subCategory from "./sub-category-writes";
import { changeByStaff } from "@api/resources/admin/change-by-staff";

type ById = { param: typeof categoryIdParam };
type BySubId = { param: typeof subCategoryParam };

export async function listCategories(c: ValidatedContext<Record<string, never>>) {
  const rows = await categoriesWithDetail(c.get("deps").db);
  return okList(c, rows, { page: 1, limit: 0, totalRecords: rows.length });
}

export async function getCategory(c: ValidatedContext<ById>) {
  return ok(c, await categoryOr404(c.get("deps").db, c.req.valid("param").id));
}

export async function createCategory(c: ValidatedContext<{ json: typeof categorySchema }>) {
  const { db } = c.get("deps");
  const created = await categoryOr404(db, await category.addCategory(db, changeByStaff(c), c.req.valid("json")));
  return ok(c, created, `Category ${created.name} created`);
}

export async function updateCategory(c: ValidatedContext<ById & { json: typeof categoryUpdateSchema }>) {
  const { db } = c.get("deps");
  const { id } = c.req.valid("param");
  const changed = await category.saveCategory(db, changeByStaff(c), id, c.req.valid("json"));
  const row = await categoryOr404(db, id);
  return ok(c, row, changed ? `Category ${row.name} saved` : "Nothing to change");
}

export async function moveCategory(c: ValidatedContext<ById & { json: typeof moveSchema }>) {
  const { db } = c.get("deps");
  const { direction } = c.req.valid("json");
  const { name, moved } = await category.moveCategory(db, changeByStaff(c), c.req.valid("param").id, direction);
  return ok(c, await categoriesWithDetail(db), moveMessage(name, direction, moved));
}

export async function deleteCategory(c: ValidatedContext<ById>) {
  const { id } = c.req.valid("param");
  const name = await category.deleteCategory(c.get("deps").db, changeByStaff(c), id);
  return ok(c, { _id: id }, `Category ${name} deleted`);
}

export async function createSubCategory(c: ValidatedContext<ById & { json: typeof subCategorySchema }>) {
  const { db } = c.get("deps");
  const row = await subCategory.addSubCategory(db, changeByStaff(c), c.req.valid("param").id, c.req.valid("json"));
  return ok(c, subCategoryView(row), `Sub-category ${row.name} added`);
}

export async function updateSubCategory(c: ValidatedContext<BySubId & { json: typeof subCategorySchema }>) {
  const { db } = c.get("deps");
  const { row, changed } = await subCategory.saveSubCategory(
    db,
    changeByStaff(c),
    c.req.valid("param"),
    c.req.valid("json"),
  );
  return ok(c, subCategoryView(row), changed ? `Sub-category ${row.name} saved` : "Nothing to change");
}

export async function moveSubCategory(c: ValidatedContext<BySubId & { json: typeof moveSchema }>) {
  const { db } = c.get("deps");
  const ids = c.req.valid("param");
  const { direction } = c.req.valid("json");
  const { name, moved } = await subCategory.moveSubCategory(db, changeByStaff(c), ids, direction);
  return ok(c, await categoryOr404(db, ids.id), moveMessage(name, direction, moved));
}

export async function deleteSubCategory(c: ValidatedContext<BySubId>) {
  const ids = c.req.valid("param");
  const name = await subCategory.deleteSubCategory(c.get("deps").db, changeByStaff(c), ids);
  return ok(c, { _id: ids.subId }, `Sub-category ${name} deleted`);
}
