/** A project's pictures changed, each in one transaction with its audit row. */
import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "@api/db/client";
import { projects } from "@api/db/schema";
import { type ChangeBy, recordAudit } from "@api/lib/audit";
import { ApiError, notFound } from "@api/lib/envelope";
import { type Project, auditedPictures } from "./project-views";

async function lockedProject(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(projects).where(eq(projects.id, id)).for("update");
  if (!row) throw notFound("Project");
  return row;
}

/** Changes the project's pictures as `change` says, audited as `action`. The project as saved. */
export async function changePictures(
  db: Db,
  by: ChangeBy,
  id: string,
  action: string,
  change: (row: Project) => Partial<Project>,
) {
  return db.transaction(async (tx) => {
    const current = await lockedProject(tx, id);
    const [saved] = await tx.update(projects).set(change(current)).where(eq(projects.id, id)).returning();
    await recordAudit(tx, {
      ...by,
      action,
      entityType: "project",
      entityId: id,
      before: auditedPictures(current),
      after: auditedPictures(saved),
    });
    return saved;
  });
}

/** Takes the picture at `url` out of the project's carousel. The project as saved. */
export async function removePicture(db: Db, by: ChangeBy, id: string, url: string) {
  return db.transaction(async (tx) => {
    const current = await lockedProject(tx, id);
    const images = current.images.filter((image) => image.url !== url);
    if (images.length === current.images.length)
      throw new ApiError(404, `${current.name} has no such picture: reload the page`);
    const [row] = await tx.update(projects).set({ images }).where(eq(projects.id, current.id)).returning();
    await recordAudit(tx, {
      ...by,
      action: "project.images.remove",
      entityType: "project",
      entityId: current.id,
      before: auditedPictures(current),
      after: auditedPictures(row),
    });
    return row;
  });
}
