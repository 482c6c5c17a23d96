import type { StoredImage } from "./api-types";
import { apiFetch } from "./api.server";

type SubCategory = { _id: string; name: string; slug: string };
export type Category = {
  _id: string;
  name: string;
  slug: string;
  image: StoredImage;
  subCategories?: SubCategory[];
};

/** What the header's menus show of a category: its name, address and sub-categories. */
export type MenuCategory = Pick<Category, "_id" | "name" | "slug"> & { subCategories: SubCategory[] };

export const menuCategory = ({ _id, name, slug, subCategories = [] }: Category): MenuCategory => ({
  _id,
  name,
  slug,
  subCategories: subCategories.map((sub) => ({ _id: sub._id, name: sub.name, slug: sub.slug })),
});

/** The category tree behind the header menu and the home grid. */
export function fetchCategories(request: Request) {
  return apiFetch<Category[]>("/categories?subCategories=true", { request, shared: true });
}
