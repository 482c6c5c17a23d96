import type { StoredImage } from "~/lib/api-types";
import type { Project } from "./types";

/** Spec 2: a project carousel shows 1 card if fewer than 2 projects, 2 if fewer than 3, else 3. */
export function cardsPerView(projectCount: number): 1 | 2 | 3 {
  if (projectCount < 2) return 1;
  if (projectCount < 3) return 2;
  return 3;
}

/**
 * A project's gallery: the default image first, then the extra images. The API's image list
 * usually repeats the default image; it is shown once.
 */
export function galleryImages(project: Pick<Project, "defaultImage" | "images">): StoredImage[] {
  const seen = new Set([project.defaultImage.url]);
  const extras = project.images.filter((image) => {
    if (seen.has(image.url)) return false;
    seen.add(image.url);
    return true;
  });
  return [project.defaultImage, ...extras];
}
