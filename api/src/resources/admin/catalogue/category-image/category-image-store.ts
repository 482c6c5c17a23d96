/** A category's picture: read with its name, replaced under a lock with its audit row. */
import { eq } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { type StoredImage, categories } from "@api/db/schema";
import { type ChangeBy, recordAudit } from "@api/lib/audit";
import { notFound } from "@api/lib/envelope";

/** The category's name and picture as the API answers them. */
export async function categoryImageOr404(db: Db, id: string) {
  const [row] = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, image: categories.image })
    .from(categories)
    .where(eq(categories.id, id));
  if (!row) throw notFound("Category");
  return { _id: row.id, name: row.name, slug: row.slug, image: row.image };
}

/** Refuses an unknown category before its upload is stored. */
export async function refuseUnknownCategory(db: Db, id: string) {
  const [exists] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  if (!exists) throw notFound("Category");
}

/** Puts the picture on the category and audits it. The category's name. */
export async function saveCategoryImage(db: Db, by: ChangeBy, id: string, image: StoredImage) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
    if (!current) throw notFound("Category");
    await tx.update(categories).set({ image }).where(eq(categories.id, id));
    await recordAudit(tx, {
      actor: by.actor,
      action: "category.image",
      entityType: "category",
      entityId: id,
      before: { image: { url: current.image.url, alt: current.image.alt ?? "" } },
      after: { image: { url: image.url, alt: image.alt ?? "" } },
      at: by.at,
    });
    return current.name;
  });
}
