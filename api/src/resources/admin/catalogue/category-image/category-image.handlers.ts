import { eq } from "drizzle-orm";
import { categories } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { notFound, ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import { storeUploadedImage } from "@api/resources/admin/media/store-upload";
import type { categoryIdParam } from "./category-image.schemas";

type Param = { param: typeof categoryIdParam };

/** GET: the category's name and picture. */
export async function getCategoryImage(c: ValidatedContext<Param>) {
  const { db } = c.get("deps");
  const [row] = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, image: categories.image })
    .from(categories)
    .where(eq(categories.id, c.req.valid("param").id));
  if (!row) throw notFound("Category");
  return ok(c, { _id: row.id, name: row.name, slug: row.slug, image: row.image });
}

/** POST (multipart: image, alt): the uploaded picture replaces the category's. */
export async function replaceCategoryImage(c: ValidatedContext<Param>) {
  const deps = c.get("deps");
  const actor = c.get("staff");
  const { id } = c.req.valid("param");
  const [exists] = await deps.db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  if (!exists) throw notFound("Category");
  const image = await storeUploadedImage(deps, actor, await c.req.parseBody());
  const name = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
    if (!current) throw notFound("Category");
    await tx.update(categories).set({ image }).where(eq(categories.id, id));
    await recordAudit(tx, {
      actor,
      action: "category.image",
      entityType: "category",
      entityId: id,
      before: { image: { url: current.image.url, alt: current.image.alt ?? "" } },
      after: { image: { url: image.url, alt: image.alt ?? "" } },
      at: deps.clock.now(),
    });
    return current.name;
  });
  return ok(c, { image }, `New picture for ${name}`);
}
