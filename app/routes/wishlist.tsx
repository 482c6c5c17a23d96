import {
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Carousel } from "~/components/carousel/carousel";
import { CAROUSEL_PRESETS } from "~/components/carousel/options";
import { PageBanner } from "~/components/page-banner";
import { ProductCard } from "~/components/product-card";
import { type WishlistRow, WishlistTable } from "~/components/wishlist/wishlist-table";
import { apiFetch } from "~/lib/api.server";
import type { ProductCard as Product } from "~/lib/api-types";
import { toCardProduct } from "~/lib/card-product";
import { expiredSignIn, loginUrl, requireSignedIn, signOut, signedInFrom } from "~/lib/auth.server";
import { NAME_CUT, truncate } from "~/lib/format";
import { safeRedirect } from "~/lib/safe-redirect";
import { pageMeta, rootOrigin } from "~/lib/seo";
import { type ShopSession, getSession } from "~/lib/session.server";
import { PRIVATE_NO_STORE, redirectWithSession, redirectWithToast } from "~/lib/responses.server";
import { fetchMyWishlist, forgetPendingWishlist } from "~/lib/wishlist.server";
import { cartLineKey } from "~/lib/cart";
import { readCart } from "~/lib/cart.server";
import { checkDelivery, pincodeStatus } from "~/lib/pincode.server";
import { PincodeChecker } from "~/components/product/pincode-checker";
import * as css from "@styles/enquiry/wishlist.css";

const TITLE = "Wishlist";
/** Spec 9: trending fetched. */
const TRENDING_LIMIT = 10;
const LOGIN_FOR_WISHLIST = "Need login to add product to wishlist!";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta({ origin: rootOrigin(matches), title: TITLE, description: "The products you saved for later." }),
  // One customer's own list: nothing for search engines.
  { name: "robots", content: "noindex" },
];

/** A customer's own list must never sit in a shared cache. */
export const headers: HeadersFunction = () => PRIVATE_NO_STORE;

export async function loader({ request }: LoaderFunctionArgs) {
  const { token, session } = await requireSignedIn(request);
  const inCart = new Set(readCart(session).map(cartLineKey));
  const [wishlist, trending, pincode] = await Promise.all([
    fetchMyWishlist(request, token),
    apiFetch<Product[]>(`/products?limit=${TRENDING_LIMIT}&sort=bestsellers`, { request, shared: true }),
    pincodeStatus(session, request),
  ]);
  if (wishlist.status === 401) throw await expiredSignIn(request, session);

  const rows: WishlistRow[] =
    wishlist.status === 200
      ? wishlist.body.map(({ _id, product }) => ({
          id: _id,
          productId: product._id,
          name: product.name,
          shortName: truncate(product.name, NAME_CUT.wishlist),
          href: `/product/${product.slug}`,
          image: product.defaultImage,
          sellingPrice: product.sellingPrice,
          inStock: product.stock > 0,
          // A colour or size must be chosen on the product page before it can go in the cart.
          needsOptions: product.productType !== "PRODUCT",
          inCart: inCart.has(cartLineKey({ productId: product._id, productColorId: null, productSizeId: null })),
        }))
      : [];
  return {
    rows,
    pincode,
    loadError: wishlist.status === 200 ? null : wishlist.message,
    // Spec 8: a list that fails to load stays empty.
    trending: trending.status === 200 ? trending.body.map((product) => toCardProduct(product)) : [],
  };
}

/** The API no longer accepts the token: sign in again, then come back to `to`. */
async function signInAgain(session: ShopSession, to: string) {
  signOut(session);
  return redirectWithToast(loginUrl(to), session, {
    type: "info",
    message: "Your session has ended. Please login again.",
  });
}

/**
 * intent=add (the hearts, from any page) and intent=remove (the table). Both answer with a
 * redirect and a toast, so they work as plain form posts and a reload repeats nothing.
 * intent=check-pincode is the delivery check the table's add to cart needs.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  // The delivery check above the table, which adding to the cart needs first (spec 5).
  if (intent === "check-pincode") return checkDelivery(request, form);
  const session = await getSession(request);
  const signedIn = signedInFrom(session);

  if (intent === "add") {
    const redirectTo = safeRedirect(form.get("redirectTo"), "/wishlist");
    if (!signedIn) {
      // Spec 5 and 8: a guest is told why and signs in, then comes back to the same page.
      return redirectWithToast(loginUrl(redirectTo), session, { type: "error", message: LOGIN_FOR_WISHLIST });
    }
    forgetPendingWishlist(signedIn.token);
    const answer = await apiFetch("/wishlists", {
      method: "POST",
      body: { product: String(form.get("productId") ?? "") },
      token: signedIn.token,
      request,
    });
    if (answer.status === 401) return signInAgain(session, redirectTo);
    return redirectWithToast(redirectTo, session, {
      type: answer.status === 200 ? "success" : "error",
      message: answer.message,
    });
  }

  if (intent === "remove") {
    if (!signedIn) return redirectWithSession(loginUrl("/wishlist"), session);
    forgetPendingWishlist(signedIn.token);
    const answer = await apiFetch(`/wishlists/${encodeURIComponent(String(form.get("id") ?? ""))}`, {
      method: "DELETE",
      token: signedIn.token,
      request,
    });
    if (answer.status === 401) return signInAgain(session, "/wishlist");
    return redirectWithToast("/wishlist", session, {
      type: answer.status === 200 ? "success" : "error",
      message: answer.message,
    });
  }

  throw new Response("Unknown action", { status: 400 });
}

export default function WishlistPage() {
  const { rows, pincode, loadError, trending } = useLoaderData<typeof loader>();
  const canAdd = rows.some((row) => row.inStock && !row.needsOptions);
  return (
    <>
      <PageBanner title={TITLE} />
      {loadError ? (
        <p className={css.empty} role="alert">
          Your wishlist could not be loaded: {loadError}
        </p>
      ) : rows.length === 0 ? (
        <p className={css.empty}>Product not available to wishlist!</p>
      ) : (
        <>
          {canAdd ? (
            <div className={css.delivery}>
              <PincodeChecker saved={pincode} />
            </div>
          ) : null}
          <WishlistTable rows={rows} />
        </>
      )}
      {trending.length > 0 ? (
        <Carousel title="Trending Products" {...CAROUSEL_PRESETS.products} className={css.trending}>
          {trending.map((product) => (
            <ProductCard key={product._id} product={product} headingLevel={3} />
          ))}
        </Carousel>
      ) : null}
    </>
  );
}
