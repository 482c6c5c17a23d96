/** A project's handlers: read it, and change its pictures. */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { type StoredImage, projectChildCategories, projectSubCategories, projects } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { ApiError, notFound, ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { projectImageRemovalSchema } from "@api/validation/admin-projects";
import { storeUploadedImage } from "@api/resources/admin/media/store-upload";
import type { projectIdParam } from "./projects.schemas";
import { type Project, auditedPictures, projectView } from "./project-views";

type Param = { param: typeof projectIdParam };

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
