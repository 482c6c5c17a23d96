/** The project categories' handlers: the list, one category with all inside it, its writes and its banner. */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { projectCategories, projectChildCategories, projectSubCategories, projects } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { notFound, ok } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { placeholderImage } from "@api/lib/placeholder-image";
import type { ValidatedContext } from "@api/lib/validation";
import type { moveSchema } from "@api/validation/admin-categories";
import type { projectCategorySchema } from "@api/validation/admin-projects";
import { chosenSlug, slugRace, slugTaken, stillInUse } from "@api/resources/admin/catalogue-writes";
import { storeUploadedImage } from "@api/resources/admin/media/store-upload";
import { moveAmongSiblings } from "@api/resources/admin/reorder";
import type { projectIdParam } from "./projects.schemas";
import { type Category, pictureOf, projectView } from "./project-views";

type Param = { param: typeof projectIdParam };

const categoryOrder = [asc(projectCategories.position), asc(projectCategories.name)] as const;
const auditedCategory = (row: Category) => ({
  name: row.name,
  slug: row.slug,
  seoTitle: row.seoTitle,
  seoDescription: row.seoDescription,
  seoKeywords: row.seoKeywords,
});
const categoryView = (row: Category) => ({
  _id: row.id,
  ...auditedCategory(row),
  bannerImage: row.bannerImage,
  position: row.position,
});
async function allCategories(db: DbOrTx) {
  return (
    await db
      .select()
      .from(projectCategories)
      .orderBy(...categoryOrder)
  ).map(categoryView);
}

async function lockedCategory(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(projectCategories).where(eq(projectCategories.id, id)).for("update");
  if (!row) throw notFound("Project category");
  return row;
}

/** Refuses a slug another project category has: it names the category's page (/project/<slug>). */
async function refuseTakenSlug(tx: DbOrTx, slug: string, exceptId?: string) {
  const [other] = await tx
    .select({ name: projectCategories.name })
    .from(projectCategories)
    .where(and(eq(projectCategories.slug, slug), exceptId ? ne(projectCategories.id, exceptId) : undefined));
  if (other) throw slugTaken(slug, `the project category ${other.name}`);
}

const slugConstraint = "project_categories_slug_unique";

export async function listProjectCategories(c: ValidatedContext<object>) {
  return ok(c, await allCategories(c.get("deps").db));
}

/** GET one category with everything inside it, each level in its shown order. */
export async function readProjectCategory(c: ValidatedContext<Param>) {
  const { db } = c.get("deps");
  const [category] = await db
    .select()
    .from(projectCategories)
    .where(eq(projectCategories.id, c.req.valid("param").id));
  if (!category) throw notFound("Project category");
  const subs = await db
    .select()
    .from(projectSubCategories)
    .where(eq(projectSubCategories.projectCategoryId, category.id))
    .orderBy(asc(projectSubCategories.position), asc(projectSubCategories.name));
  const groups = subs.length
    ? await db
        .select()
        .from(projectChildCategories)
        .where(
          inArray(
            projectChildCategories.projectSubCategoryId,
            subs.map((s) => s.id),
          ),
        )
        .orderBy(asc(projectChildCategories.position), asc(projectChildCategories.name))
    : [];
  const items = groups.length
    ? await db
        .select()
        .from(projects)
        .where(
          inArray(
            projects.childCategoryId,
            groups.map((g) => g.id),
          ),
        )
        .orderBy(asc(projects.position), asc(projects.name))
    : [];
  const subCategories = subs.map((sub) => ({
    _id: sub.id,
    name: sub.name,
    groups: groups
      .filter((group) => group.projectSubCategoryId === sub.id)
      .map((group) => ({
        _id: group.id,
        name: group.name,
        projects: items.filter((item) => item.childCategoryId === group.id).map(projectView),
      })),
  }));
  return ok(c, { ...categoryView(category), subCategories });
}

/** A new category goes last, with a placeholder banner until one is uploaded. */
export async function createProjectCategory(c: ValidatedContext<{ json: typeof projectCategorySchema }>) {
  const { db, clock } = c.get("deps");
  const input = c.req.valid("json");
  const slug = chosenSlug(input.slug, input.name);
  const row = await db
    .transaction(async (tx) => {
      await tx.select({ id: projectCategories.id }).from(projectCategories).for("update");
      await refuseTakenSlug(tx, slug);
      const [{ next }] = await tx
        .select({ next: sql<number>`coalesce(max(${projectCategories.position}) + 1, 0)`.mapWith(Number) })
        .from(projectCategories);
      const [created] = await tx
        .insert(projectCategories)
        .values({
          id: newId(),
          name: input.name,
          slug,
          seoTitle: input.seoTitle ?? null,
          seoDescription: input.seoDescription ?? null,
          seoKeywords: input.seoKeywords ?? null,
          bannerImage: placeholderImage(input.name),
          position: next,
        })
        .returning();
      await recordAudit(tx, {
        actor: c.get("staff"),
        action: "project_category.create",
        entityType: "project_category",
        entityId: created.id,
        before: null,
        after: auditedCategory(created),
        at: clock.now(),
      });
      return created;
    })
    .catch(slugRace(slug, slugConstraint, "another project category"));
  return ok(c, categoryView(row), `Project category ${row.name} added`);
}

export async function updateProjectCategory(c: ValidatedContext<Param & { json: typeof projectCategorySchema }>) {
  const { db, clock } = c.get("deps");
  const input = c.req.valid("json");
  const slug = chosenSlug(input.slug, input.name);
  const values = {
    name: input.name,
    slug,
    seoTitle: input.seoTitle ?? null,
    seoDescription: input.seoDescription ?? null,
    seoKeywords: input.seoKeywords ?? null,
  };
  const { row, changed } = await db
    .transaction(async (tx) => {
      const current = await lockedCategory(tx, c.req.valid("param").id);
      if (JSON.stringify(auditedCategory({ ...current, ...values })) === JSON.stringify(auditedCategory(current)))
        return { row: current, changed: false };
      await refuseTakenSlug(tx, slug, current.id);
      const [saved] = await tx
        .update(projectCategories)
        .set(values)
        .where(eq(projectCategories.id, current.id))
        .returning();
      await recordAudit(tx, {
        actor: c.get("staff"),
        action: "project_category.update",
        entityType: "project_category",
        entityId: saved.id,
        before: auditedCategory(current),
        after: auditedCategory(saved),
        at: clock.now(),
      });
      return { row: saved, changed: true };
    })
    .catch(slugRace(slug, slugConstraint, "another project category"));
  return ok(c, categoryView(row), changed ? `Project category ${row.name} saved` : "Nothing to change");
}

/**
 * A category with sub-categories is not removed (the database would cascade to every group and
 * project inside): staff hear what is inside and empty it first, so nothing goes by accident.
 */
export async function deleteProjectCategory(c: ValidatedContext<Param>) {
  const { db, clock } = c.get("deps");
  const name = await db.transaction(async (tx) => {
    const current = await lockedCategory(tx, c.req.valid("param").id);
    const inside = await tx
      .select({ name: projectSubCategories.name })
      .from(projectSubCategories)
      .where(eq(projectSubCategories.projectCategoryId, current.id))
      .orderBy(asc(projectSubCategories.position), asc(projectSubCategories.name));
    if (inside.length > 0) {
      const names = inside.map((sub) => sub.name).join(", ");
      throw stillInUse(
        `${current.name} still has ${inside.length} sub-categor${inside.length === 1 ? "y" : "ies"} (${names}): remove them first`,
      );
    }
    await tx.delete(projectCategories).where(eq(projectCategories.id, current.id));
    await recordAudit(tx, {
      actor: c.get("staff"),
      action: "project_category.delete",
      entityType: "project_category",
      entityId: current.id,
      before: auditedCategory(current),
      after: null,
      at: clock.now(),
    });
    return current.name;
  });
  return ok(c, await allCategories(db), `Project category ${name} removed`);
}

export async function moveProjectCategory(c: ValidatedContext<Param & { json: typeof moveSchema }>) {
  const { db, clock } = c.get("deps");
  const id = c.req.valid("param").id;
  const { direction } = c.req.valid("json");
  const moved = await db.transaction(async (tx) => {
    const siblings = await tx
      .select({ id: projectCategories.id, position: projectCategories.position })
      .from(projectCategories)
      .orderBy(...categoryOrder)
      .for("update");
    const row = siblings.find((sibling) => sibling.id === id);
    if (!row) throw notFound("Project category");
    return moveAmongSiblings(tx, {
      siblings,
      row,
      direction,
      place: (placed, position) =>
        tx.update(projectCategories).set({ position }).where(eq(projectCategories.id, placed)),
      audit: { actor: c.get("staff"), at: clock.now(), entityType: "project_category" },
    });
  });
  return ok(
    c,
    await allCategories(db),
    moved
      ? `Project category moved ${direction}`
      : `The project category is already ${direction === "up" ? "first" : "last"}`,
  );
}

/** POST (multipart: image, alt): the uploaded picture becomes the category page's banner. */
export async function replaceProjectCategoryBanner(c: ValidatedContext<Param>) {
  const deps = c.get("deps");
  const actor = c.get("staff");
  const { id } = c.req.valid("param");
  const [exists] = await deps.db
    .select({ id: projectCategories.id })
    .from(projectCategories)
    .where(eq(projectCategories.id, id));
  if (!exists) throw notFound("Project category");
  const image = await storeUploadedImage(deps, actor, await c.req.parseBody());
  const name = await deps.db.transaction(async (tx) => {
    const current = await lockedCategory(tx, id);
    await tx.update(projectCategories).set({ bannerImage: image }).where(eq(projectCategories.id, id));
    await recordAudit(tx, {
      actor,
      action: "project_category.banner",
      entityType: "project_category",
      entityId: id,
      before: { bannerImage: pictureOf(current.bannerImage) },
      after: { bannerImage: pictureOf(image) },
      at: deps.clock.now(),
    });
    return current.name;
  });
  return ok(c, { bannerImage: image }, `New banner for ${name}`);
}

/* ------------------------------------------- sub-categories, groups and projects */
