/** A project's handlers: read it, and change its pictures. */
import { ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { projectImageRemovalSchema } from "@api/validation/admin-projects";
import { storeUploadedImage } from "@api/resources/admin/media/store-upload";
import * as picture from "./project-picture-writes";
import type { projectIdParam } from "./projects.schemas";
import { type Project, projectOr404, projectView, refuseMissingProject } from "./project-views";
import { changeByStaff } from "@api/resources/admin/change-by-staff";

type Param = { param: typeof projectIdParam };

export async function readProject(c: ValidatedContext<Param>) {
  return ok(c, await projectOr404(c.get("deps").db, c.req.valid("param").id));
}

/** Uploads a picture, then changes the project's pictures with it. */
async function changePictures(
  c: ValidatedContext<Param>,
  action: string,
  change: (row: Project, image: Project["defaultImage"]) => Partial<Project>,
) {
  const deps = c.get("deps");
  const { id } = c.req.valid("param");
  await refuseMissingProject(deps.db, id);
  const image = await storeUploadedImage(deps, c.get("staff"), await c.req.parseBody());
  // The audit row is timed once the picture is stored, as the change is made then.
  return picture.changePictures(deps.db, changeByStaff(c), id, action, (row) => change(row, image));
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
  const { url } = c.req.valid("json");
  const saved = await picture.removePicture(c.get("deps").db, changeByStaff(c), c.req.valid("param").id, url);
  return ok(c, projectView(saved), `Picture removed from ${saved.name}`);
}
