import type { z } from "zod";
import type { categorySchema } from "@api/contract/schemas/catalogue";
import { apiFetch } from "./api.server";

export type Category = z.output<typeof categorySchema>;
type SubCategory = NonNullable<Category["subCategories"]>[number];

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
