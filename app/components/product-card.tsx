import { IntentLink } from "./navigation/intent-link";
import type { CardProduct as Product } from "~/lib/card-product";
import { formatPrice } from "~/lib/format";
import * as css from "@styles/components/product-card.css";
import { Picture } from "./picture";
import { WishlistHeart } from "./wishlist-heart";

type Props = {
  product: Product;
  /** The list mode of the shop grid uses the product's `image` field (spec 2). */
  view?: "grid" | "list";
  /** Cards sit under a section heading; their names are one level below it. */
  headingLevel?: 2 | 3 | 4;
  /** The page's likely largest picture: fetched first. */
  priority?: boolean;
  /** Other above-the-fold cards: their pictures load at once rather than lazily. */
  eager?: boolean;
};

export function ProductCard({ product, view = "grid", headingLevel = 3, priority = false, eager = false }: Props) {
  const Heading = `h${headingLevel}` as const;
  const category = product.categories[0];
  const href = `/product/${product.slug}`;
  return (
    <article className={view === "list" ? css.listCard : css.card}>
      {/* Plain links as PlainLink writes them (navigation/plain-link.tsx), spelled out here: importing
          that module into the cards' chunk too would split it into a file of its own. */}
      <a
        href={href}
        data-discover="true"
        className={view === "list" ? css.listMedia : css.media}
        tabIndex={-1}
        aria-hidden="true"
      >
        <Picture
          image={view === "list" ? (product.image ?? product.defaultImage) : product.defaultImage}
          alt=""
          className={css.image}
          priority={priority}
          eager={eager}
          sizes="(min-width: 64rem) 18rem, (min-width: 40rem) 33vw, 50vw"
        />
      </a>
      {product.discountPercent > 0 ? (
        <p className={css.badge}>
          <span className="visually-hidden">Save </span>
          {product.discountPercent}% off
        </p>
      ) : null}
      <WishlistHeart productId={product._id} productName={product.name} />
      <div className={css.body}>
        {category ? (
          <a href={`/shop/${category.slug}`} data-discover="true" className={css.category}>
            {category.name}
          </a>
        ) : null}
        <Heading className={css.name}>
          <IntentLink to={href} className={css.nameLink}>
            {product.name}
          </IntentLink>
        </Heading>
        <p className={css.prices}>
          <span className={css.price}>
            <span className="visually-hidden">Price </span>
            {formatPrice(product.sellingPrice)}
          </span>
          {product.mrp > product.sellingPrice ? (
            <s className={css.mrp}>
              <span className="visually-hidden">MRP </span>
              {formatPrice(product.mrp)}
            </s>
          ) : null}
        </p>
        {view === "list" && product.shortDescription ? <p>{product.shortDescription}</p> : null}
      </div>
    </article>
  );
}
