import type { StoredImage } from "@api/db/schema";
import { apiFetch } from "./api.server";

export type SubCategory = { _id: string; name: string; slug: string };
export type Category = {
  _id: string;
  name: string;
  slug: string;
  image: StoredImage;
  subCategories?: SubCategory[];
};

/** The category tree behind the header menu and the home grid. */
export function fetchCategories(request: Request) {
  return apiFetch<Category[]>("/categories?subCategories=true", { request, shared: true });
}
