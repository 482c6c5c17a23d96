import { Form, Link, useNavigation } from "@remix-run/react";
import type { StoredImage } from "~/lib/api-types";
import { formatPrice } from "~/lib/format";
import * as formCss from "@styles/forms/forms.css";
import * as css from "@styles/enquiry/wishlist.css";
import { CloseIcon } from "../layout/icons";
import { Picture } from "../picture";

export type WishlistRow = {
  /** The wishlist entry (DELETE /wishlists/{id}). */
  id: string;
  productId: string;
  name: string;
  /** Spec 2: cut to 30 characters plus '..'. */
  shortName: string;
  href: string;
  image: StoredImage;
  sellingPrice: number;
  inStock: boolean;
  needsOptions: boolean;
  /** Already in the cart (spec 5: the button becomes 'Go to cart'). */
  inCart: boolean;
};

function ProductName({ row }: { row: WishlistRow }) {
  if (row.shortName === row.name) return <>{row.name}</>;
  // The cut name is what the eye reads; a screen reader gets the whole name.
  return (
    <>
      <span aria-hidden="true">{row.shortName}</span>
      <span className="visually-hidden">{row.name}</span>
    </>
  );
}

/** The add-to-cart cell: the /cart action's fields (issue 5), or the product page when a colour or size is needed. */
function AddToCartCell({ row, pending }: { row: WishlistRow; pending: boolean }) {
  if (!row.inStock) return <span className={css.muted}>Unavailable</span>;
  if (row.inCart) {
    return (
      <Link to="/cart" className={css.optionsLink} aria-label={`Go to cart: ${row.name} is in your cart`}>
        Go to cart
      </Link>
    );
  }
  if (row.needsOptions) {
    return (
      <Link to={row.href} className={css.optionsLink}>
        Choose options<span className="visually-hidden"> for {row.name}</span>
      </Link>
    );
  }
  return (
    <Form method="post" action="/cart" className={css.cellForm}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={row.productId} />
      <input type="hidden" name="productColorId" value="" />
      <input type="hidden" name="productSizeId" value="" />
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="redirectTo" value="/wishlist" />
      <button
        type="submit"
        className={css.actionButton}
        aria-label={`Add to cart: ${row.name}`}
        aria-disabled={pending || undefined}
      >
        {pending ? <span className={formCss.spinner} aria-hidden="true" /> : null}
        Add to cart
      </button>
    </Form>
  );
}

/** The wishlist table of spec 2: Image, Product, Price, Stock Status, Add to cart, Remove. */
export function WishlistTable({ rows }: { rows: WishlistRow[] }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" ? navigation.formData : undefined;
  const removing = busy?.get("intent") === "remove" ? busy.get("id") : null;
  const adding = navigation.formAction === "/cart" && busy?.get("intent") === "add" ? busy.get("productId") : null;

  return (
    <div className={css.tableBox} role="region" aria-labelledby="wishlist-caption" tabIndex={0}>
      <table className={css.table}>
        <caption id="wishlist-caption" className="visually-hidden">
          Products in your wishlist
        </caption>
        <thead>
          <tr>
            <th scope="col">Image</th>
            <th scope="col">Product</th>
            <th scope="col">Price</th>
            <th scope="col">Stock Status</th>
            <th scope="col">Add to cart</th>
            <th scope="col">Remove</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <Picture image={row.image} alt="" className={css.image} sizes="5rem" />
              </td>
              <th scope="row">
                <Link to={row.href} className={css.productLink}>
                  <ProductName row={row} />
                </Link>
              </th>
              <td>{formatPrice(row.sellingPrice)}</td>
              <td className={row.inStock ? css.inStock : css.outOfStock}>
                {row.inStock ? "In stock" : "Out of stock"}
              </td>
              <td>
                <AddToCartCell row={row} pending={adding === row.productId} />
              </td>
              <td>
                <Form method="post" action="/wishlist" className={css.cellForm} preventScrollReset>
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={row.id} />
                  <button type="submit" className={css.removeButton} aria-disabled={removing === row.id || undefined}>
                    {removing === row.id ? (
                      <span className={formCss.spinner} aria-hidden="true" />
                    ) : (
                      <CloseIcon className={css.removeIcon} />
                    )}
                    <span className="visually-hidden">Remove {row.name} from wishlist</span>
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
