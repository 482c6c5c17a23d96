import { Form, Link, useLocation, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { loader as rootLoader } from "~/root";
import * as css from "@styles/components/product-card.css";
import * as formCss from "@styles/forms/forms.css";
import iconsHref from "./layout/icons.svg";

/**
 * The heart, from the shop's icon sprite like the header's pictograms (layout/icons.tsx), but
 * without that module: importing it here would split it out of the root's chunk into one more file.
 */
function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg className={css.heartIcon} aria-hidden="true" focusable="false">
      <use href={`${iconsHref}#${filled ? "heart-filled" : "heart"}`} />
    </svg>
  );
}

/** One Set per root loader answer, shared by every heart on the page. */
const idSets = new WeakMap<string[], Set<string>>();

/** Whether the signed-in customer's wishlist holds the product (the root loader reads the wishlist once per page view). */
function useInWishlist(productId: string) {
  const ids = useRouteLoaderData<typeof rootLoader>("root")?.wishlist;
  if (!ids) return false;
  let set = idSets.get(ids);
  if (!set) {
    set = new Set(ids);
    idSets.set(ids, set);
  }
  return set.has(productId);
}

/**
 * The product whose heart the keyboard was on when it was sent. Adding swaps the button for
 * a link, which would drop focus to the page's start; the new link takes it instead.
 */
let refocusAfterAdd: string | null = null;

function FilledHeart({ productId, productName }: { productId: string; productName: string }) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (refocusAfterAdd !== productId) return;
    refocusAfterAdd = null;
    link.current?.focus({ preventScroll: true });
  }, [productId]);
  return (
    <Link
      ref={link}
      to="/wishlist"
      className={css.heart}
      aria-label={`${productName} is in your wishlist: view wishlist`}
    >
      <HeartIcon filled />
    </Link>
  );
}

/**
 * The wishlist heart of spec 2: filled and linking to /wishlist when the product is there,
 * otherwise a form that adds it (the /wishlist action sends a signed-out shopper to sign in
 * and back here). While the add is on its way the button shows a spinner and says so.
 */
export function WishlistHeart({
  productId,
  productName,
  className,
}: {
  productId: string;
  productName: string;
  className?: string;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const inWishlist = useInWishlist(productId);
  const adding =
    navigation.state !== "idle" &&
    navigation.formAction === "/wishlist" &&
    navigation.formData?.get("productId") === productId;

  if (inWishlist) {
    return (
      <div className={className ?? css.heartForm}>
        <FilledHeart productId={productId} productName={productName} />
      </div>
    );
  }
  return (
    <Form
      method="post"
      action="/wishlist"
      className={className ?? css.heartForm}
      preventScrollReset
      onSubmit={(event) => {
        if (adding) {
          event.preventDefault();
          return;
        }
        if (event.currentTarget.contains(document.activeElement)) refocusAfterAdd = productId;
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        className={css.heart}
        aria-label={adding ? `Adding ${productName} to wishlist` : `Add ${productName} to wishlist`}
        // Not disabled: a disabled button would lose the keyboard focus while the add runs.
        aria-disabled={adding || undefined}
      >
        {adding ? <span className={formCss.spinner} aria-hidden="true" /> : <HeartIcon filled={false} />}
      </button>
    </Form>
  );
}
