import { ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import { storeUploadedImage } from "@api/resources/admin/media/store-upload";
import { categoryImageOr404, refuseUnknownCategory, saveCategoryImage } from "./category-image-store";
import type { categoryIdParam } from "./category-image.schemas";

type Param = { param: typeof categoryIdParam };

/** GET: the category's name and picture. */
export async function getCategoryImage(c: ValidatedContext<Param>) {
  return ok(c, await categoryImageOr404(c.get("deps").db, c.req.valid("param").id));
}

/** POST (multipart: image, alt): the uploaded picture replaces the category's. */
export async function replaceCategoryImage(c: ValidatedContext<Param>) {
  const deps = c.get("deps");
  const actor = c.get("staff");
  const { id } = c.req.valid("param");
  await refuseUnknownCategory(deps.db, id);
  const image = await storeUploadedImage(deps, actor, await c.req.parseBody());
  const name = await saveCategoryImage(deps.db, { actor, at: deps.clock.now() }, id, image);
  return ok(c, { image }, `New picture for ${name}`);
}
