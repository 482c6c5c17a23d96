import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import {
  type StoredImage,
  projectCategories,
  projectChildCategories,
  projectSubCategories,
  projects,
} from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { ApiError, notFound, ok } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { placeholderImage } from "@api/lib/placeholder-image";
import type { ValidatedContext } from "@api/lib/validation";
import type { moveSchema } from "@api/validation/admin-categories";
import type {
  projectCategorySchema,
  projectImageRemovalSchema,
  projectNameSchema,
} from "@api/validation/admin-projects";
import { chosenSlug, slugRace, slugTaken, stillInUse } from "@api/resources/admin/catalogue-writes";
import { storeUploadedImage } from "@api/resources/admin/media/store-upload";
import { moveAmongSiblings } from "@api/resources/admin/reorder";
import type { ProjectLevel } from "./project-levels";
import type { projectIdParam } from "./projects.schemas";

type Param = { param: typeof projectIdParam };
type Category = typeof projectCategories.$inferSelect;
type Project = typeof projects.$inferSelect;

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
const pictureOf = (image: StoredImage) => ({ url: image.url, alt: image.alt ?? "" });
const auditedPictures = (row: Project) => ({
  defaultImage: pictureOf(row.defaultImage),
  images: row.images.map(pictureOf),
});
const projectView = (row: Project) => ({
  _id: row.id,
  name: row.name,
  defaultImage: row.defaultImage,
  images: row.images,
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

async function lockedProject(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(projects).where(eq(projects.id, id)).for("update");
  if (!row) throw notFound("Project");
  return row;
}

export async function readProject(c: ValidatedContext<Param>) {
  const { db } = c.get("deps");
  const [row] = await db
    .select({
      project: projects,
      group: projectChildCategories.name,
      categoryId: projectSubCategories.projectCategoryId,
    })
    .from(projects)
    .innerJoin(projectChildCategories, eq(projectChildCategories.id, projects.childCategoryId))
    .innerJoin(projectSubCategories, eq(projectSubCategories.id, projectChildCategories.projectSubCategoryId))
    .where(eq(projects.id, c.req.valid("param").id));
  if (!row) throw notFound("Project");
  return ok(c, { ...projectView(row.project), group: row.group, categoryId: row.categoryId });
}

/** Uploads a picture, then changes the project's pictures in a transaction with its audit row. */
async function changePictures(
  c: ValidatedContext<Param>,
  action: string,
  change: (row: Project, image: StoredImage) => Partial<Project>,
) {
  const deps = c.get("deps");
  const actor = c.get("staff");
  const { id } = c.req.valid("param");
  const [exists] = await deps.db.select({ id: projects.id }).from(projects).where(eq(projects.id, id));
  if (!exists) throw notFound("Project");
  const image = await storeUploadedImage(deps, actor, await c.req.parseBody());
  return deps.db.transaction(async (tx) => {
    const current = await lockedProject(tx, id);
    const [saved] = await tx.update(projects).set(change(current, image)).where(eq(projects.id, id)).returning();
    await recordAudit(tx, {
      actor,
      action,
      entityType: "project",
      entityId: id,
      before: auditedPictures(current),
      after: auditedPictures(saved),
      at: deps.clock.now(),
    });
    return saved;
  });
}

/** POST (multipart: image, alt): the project's main picture, shown first in its carousel. */
export async function replaceProjectImage(c: ValidatedContext<Param>) {
  const saved = await changePictures(c, "project.image", (_row, image) => ({ defaultImage: image }));
  return ok(c, projectView(saved), `New main picture for ${saved.name}`);
}

/** POST (multipart: image, alt): one more picture, after the others. */
export async function addProjectImage(c: ValidatedContext<Param>) {
  const saved = await changePictures(c, "project.images.add", (row, image) => ({ images: [...row.images, image] }));
  return ok(c, projectView(saved), `Picture added to ${saved.name}`);
}

export async function removeProjectImage(c: ValidatedContext<Param & { json: typeof projectImageRemovalSchema }>) {
  const { db, clock } = c.get("deps");
  const { url } = c.req.valid("json");
  const saved = await db.transaction(async (tx) => {
    const current = await lockedProject(tx, c.req.valid("param").id);
    const images = current.images.filter((image) => image.url !== url);
    if (images.length === current.images.length)
      throw new ApiError(404, `${current.name} has no such picture: reload the page`);
    const [row] = await tx.update(projects).set({ images }).where(eq(projects.id, current.id)).returning();
    await recordAudit(tx, {
      actor: c.get("staff"),
      action: "project.images.remove",
      entityType: "project",
      entityId: current.id,
      before: auditedPictures(current),
      after: auditedPictures(row),
      at: clock.now(),
    });
    return row;
  });
  return ok(c, projectView(saved), `Picture removed from ${saved.name}`);
}
