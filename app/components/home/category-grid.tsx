import { IntentLink } from "../navigation/intent-link";
import type { Category } from "~/lib/catalog.server";
import * as css from "@styles/home/home.css";
import { Picture } from "../picture";

/** 'Our Categories': every category's picture and name, linking to its shop listing. */
export function CategoryGrid({ categories }: { categories: Pick<Category, "_id" | "name" | "slug" | "image">[] }) {
  return (
    <section aria-labelledby="categories-heading" className={css.section}>
      <h2 id="categories-heading" className={css.sectionTitle}>
        Our Categories
      </h2>
      <ul className={css.categoryGrid}>
        {categories.map((category) => (
          <li key={category._id}>
            <IntentLink to={`/shop/${category.slug}`} className={css.categoryLink}>
              <Picture image={category.image} alt="" className={css.categoryImage} />
              <span>{category.name}</span>
            </IntentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
