/** A project category and a project as the back office answers and audits them. */
import { type StoredImage, projectCategories, projects } from "@api/db/schema";

export type Category = typeof projectCategories.$inferSelect;
export type Project = typeof projects.$inferSelect;

export const pictureOf = (image: StoredImage) => ({ url: image.url, alt: image.alt ?? "" });
export const auditedPictures = (row: Project) => ({
  defaultImage: pictureOf(row.defaultImage),
  images: row.images.map(pictureOf),
});
export const projectView = (row: Project) => ({
  _id: row.id,
  name: row.name,
  defaultImage: row.defaultImage,
  images: row.images,
  position: row.position,
});
