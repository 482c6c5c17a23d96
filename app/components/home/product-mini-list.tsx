import { IntentLink } from "../navigation/intent-link";
import type { CardProduct } from "~/lib/card-product";
import { formatPrice } from "~/lib/format";
import * as css from "@styles/home/home.css";
import { Picture } from "../picture";

/** A compact product list (the home's On Sale, Latest Arrivals and Bestsellers widgets). */
export function ProductMiniList({ id, title, products }: { id: string; title: string; products: CardProduct[] }) {
  return (
    <section aria-labelledby={id} className={css.miniList}>
      <h2 id={id} className={css.miniListTitle}>
        {title}
      </h2>
      <ul className={css.miniItems}>
        {products.map((product) => (
          <li key={product._id} className={css.miniItem}>
            <Picture image={product.defaultImage} alt="" className={css.miniImage} />
            <div>
              <h3 className={css.miniName}>
                <IntentLink to={`/product/${product.slug}`} className={css.miniLink}>
                  {product.name}
                </IntentLink>
              </h3>
              <p className={css.miniPrices}>
                <span className={css.miniPrice}>
                  <span className="visually-hidden">Price </span>
                  {formatPrice(product.sellingPrice)}
                </span>
                {product.mrp > product.sellingPrice ? (
                  <s className={css.miniMrp}>
                    <span className="visually-hidden">MRP </span>
                    {formatPrice(product.mrp)}
                  </s>
                ) : null}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
