import type { MetaFunction } from "@remix-run/node";
import { Link, useRouteLoaderData } from "@remix-run/react";
import * as ui from "../../styles/layout.css";
import { BRAND_TITLE } from "~/lib/brand";
import type { loader as rootLoader } from "~/root";

export const meta: MetaFunction = () => [
  { title: BRAND_TITLE },
  {
    name: "description",
    content: "Woodnest Furniture & Decor: furniture and home decor for homes across India, from New Delhi.",
  },
];

export default function Home() {
  // The root loader already fetched the categories for the header; asking again would repeat the call.
  const categories = useRouteLoaderData<typeof rootLoader>("root")?.categories ?? [];
  return (
    <>
      <h1>Furniture &amp; decor for every room</h1>
      <section aria-labelledby="categories-heading">
        <h2 id="categories-heading">Our Categories</h2>
        {categories.length > 0 ? (
          <ul className={ui.categoryList}>
            {categories.map((category) => (
              <li key={category._id}>
                <Link className={ui.categoryLink} to={`/shop/${category.slug}`}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>No categories yet.</p>
        )}
      </section>
    </>
  );
}
