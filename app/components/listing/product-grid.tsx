import { HydrateApart } from "~/components/hydrate-apart";
import { ProductCard } from "~/components/product-card";
import type { CardProduct as Product } from "~/lib/card-product";
import type { ListingView } from "~/lib/listing";
import * as css from "@styles/listing/listing.css";

/** Cards in the first row of the widest grid; their pictures are in view on load. */
const FIRST_ROW = 3;

/**
 * The cards of one listing page, or spec 2's 'Product not available.'. The first row loads at
 * once (the first card first: the likely largest paint); the rest load lazily.
 */
export function ProductGrid({ products, view }: { products: Product[]; view: ListingView }) {
  if (products.length === 0) return <p className={css.empty}>Product not available.</p>;
  // The cards are most of a listing's markup: they hydrate on their own (hydrate-apart.tsx).
  return (
    <HydrateApart>
      <ul className={css.grid[view]}>
        {products.map((product, index) => (
          <li key={product._id}>
            <ProductCard
              product={product}
              view={view}
              headingLevel={3}
              priority={index === 0}
              eager={index < FIRST_ROW}
            />
          </li>
        ))}
      </ul>
    </HydrateApart>
  );
}
