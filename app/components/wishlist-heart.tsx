import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import * as css from "../../styles/components/product-card.css";

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg className={css.heartIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.5 1.1 4.2 2.3h2c.7-1.2 2.1-2.3 4.2-2.3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/**
 * The wishlist heart of spec 2: filled and linking to /wishlist when the product is there,
 * otherwise a form that adds it (the /wishlist action sends a signed-out shopper to sign in
 * and back here). While the add is on its way the button says so.
 */
export function WishlistHeart({
  productId,
  productName,
  inWishlist,
  className,
}: {
  productId: string;
  productName: string;
  inWishlist: boolean;
  className?: string;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const adding =
    navigation.state !== "idle" &&
    navigation.formAction === "/wishlist" &&
    navigation.formData?.get("productId") === productId;

  if (inWishlist) {
    return (
      <div className={className ?? css.heartForm}>
        <Link to="/wishlist" className={css.heart} aria-label={`${productName} is in your wishlist: view wishlist`}>
          <HeartIcon filled />
        </Link>
      </div>
    );
  }
  return (
    <Form method="post" action="/wishlist" className={className ?? css.heartForm} preventScrollReset>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" className={css.heart} aria-label={`Add ${productName} to wishlist`} disabled={adding}>
        <HeartIcon filled={false} />
        {adding ? <span className="visually-hidden">Adding…</span> : null}
      </button>
    </Form>
  );
}
