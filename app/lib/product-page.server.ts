/**
 * Loader and action of the product page, shared by its four URL shapes
 * (/product/{slug}[/color/{colorSlug}][/size/{sizeSlug}]).
 */
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { formSchemas } from "~/components/forms/form-schemas";
import { apiFetch } from "./api.server";
import { cartLineKey } from "./cart";
import { readCart } from "./cart.server";
import type { ProductCard, ProductDetail } from "./api-types";
import { toCardProduct } from "./card-product";
import { loginUrl, signOut, signedInFrom } from "./auth.server";
import { sendEnquiry } from "./enquiry.server";
import { aboutProductLine } from "@api/validation/enquiry-product";
import { formConstraint, refusalToast, replyFromApi } from "./forms.server";
import { checkDelivery, pincodeStatus } from "./pincode.server";
import { colorOptions, selectVariant, sizeOptions, variantPath } from "./product-variant";
import { withoutPanelHeading } from "~/components/product/panel-html.server";
import { siteOrigin } from "./seo.server";
import { type ShopSession, getSession } from "./session.server";
import type { OwnReview } from "~/components/product/reviews";
import { previewToken } from "./admin/preview-pass.server";
import { redirectWithToast } from "./responses.server";
import type { Review } from "@api/contract/schemas/reviews";

/** Spec 9: reviews per load and related products fetched. */
const REVIEWS_PER_LOAD = 10;
const RELATED_LIMIT = 5;

const reviewItem = (r: Review) => ({
  _id: r._id,
  firstName: r.customer.firstName,
  ratings: r.ratings,
  comment: r.comment,
  createdAt: r.createdAt,
  reply: r.reply,
});

/**
 * The signed-in shopper's own review of this product, whatever its status: the page shows a
 * pending one to them alone, marked 'Waiting for approval', in place of the form; an approved one
 * is in the list; a rejected one lets them write again (docs/decisions/reviews-and-dates.md).
 * Null for guests and for shoppers who wrote none.
 */
async function ownReview(session: ShopSession, productId: string, request: Request): Promise<OwnReview | null> {
  const signedIn = signedInFrom(session);
  if (!signedIn) return null;
  const answer = await apiFetch<Review | null>(`/reviews/mine?product=${encodeURIComponent(productId)}`, {
    request,
    token: signedIn.token,
  });
  return answer.status === 200 && answer.body
    ? { status: answer.body.reviewStatus, review: reviewItem(answer.body) }
    : null;
}

/**
 * Authored headings sit under the panel's own h2, so the outline never skips a level: the
 * highest authored level becomes h3 and the others keep their distance from it.
 */
function nestHeadings(html: string) {
  const levels = [...html.matchAll(/<h([2-6])\b/gi)].map((m) => Number(m[1]));
  if (levels.length === 0) return html;
  const shift = 3 - Math.min(...levels);
  return html.replace(/<(\/?)h([2-6])\b/gi, (_, slash: string, level: string) => {
    return `<${slash}h${Math.min(6, Number(level) + shift)}`;
  });
}

/** The stored (clean) HTML with its headings under the page's, or "" when nothing would show (the page then says 'Not Available'). */
function richText(html: string) {
  const clean = nestHeadings(html);
  const visible = clean.replace(/<(?!img\b)[^>]*>|&nbsp;/gi, "").trim();
  return visible ? clean : "";
}

const notFound = () => new Response("Not found", { status: 404 });

/** A product taken out of the shop: 410 Gone, and the page links to its category (root ErrorBoundary). */
type GoneProduct = { category: { name: string; slug: string } | null };
const gone = (product: GoneProduct) => data(product, { status: 410 });

/**
 * A product out of the shop, for a member of staff previewing it (issue 30): the API reads it only
 * for a live staff session's token, sent server to server from the preview pass. Null for
 * everyone else, who get the 410 as before.
 */
async function staffPreview(request: Request, slug: string) {
  const token = await previewToken(request);
  if (!token) return null;
  const answer = await apiFetch<ProductDetail>(`/admin/products/preview/${encodeURIComponent(slug)}`, {
    request,
    token,
  });
  return answer.status === 200 ? answer.body : null;
}

/**
 * How long after writing a review a shopper's pages read that product's reviews from the API
 * itself: longer than the shared copy may be old (5 s), so their review is there on every instance.
 */
export const OWN_REVIEW_FRESH_MS = 10_000;

/** Everyone reads reviews from the shared copy (seconds old), except a reviewer just after writing one. */
export function justReviewed(session: ShopSession, productId: string, now = Date.now()) {
  const reviewed = session.get("reviewed");
  return reviewed?.productId === productId && now - reviewed.at < OWN_REVIEW_FRESH_MS;
}

/** The back office writes SEO titles with the brand already on; the page title adds it once. */

export async function loader({ request, params }: LoaderFunctionArgs) {
  const [answer, session] = await Promise.all([
    apiFetch<ProductDetail>(`/products/by-slug/${encodeURIComponent(params.slug ?? "")}`, { request, shared: true }),
    getSession(request),
  ]);
  if (answer.status === 404) throw notFound();
  const preview = answer.status === 410 ? await staffPreview(request, params.slug ?? "") : null;
  if (answer.status === 410 && !preview) throw gone(answer.body as unknown as GoneProduct);
  if (answer.status !== 200 && !preview) throw new Response(answer.message, { status: 502 });
  const product = preview ?? answer.body;
  // An old slug: the product's address now, permanently (links and search engines follow it).
  if (product.slug !== params.slug) {
    const { search } = new URL(request.url);
    throw redirect(`${variantPath(product.slug, params.colorSlug, params.sizeSlug)}${search}`, 301);
  }

  const variant = selectVariant(product, { colorSlug: params.colorSlug, sizeSlug: params.sizeSlug });
  if (!variant) throw notFound();

  const category = product.categories[0];
  const [reviews, related, pincode, mine] = await Promise.all([
    apiFetch<Review[]>(
      `/reviews?product=${encodeURIComponent(product._id)}&reviewStatus=APPROVED&limit=${REVIEWS_PER_LOAD}`,
      { request, shared: !justReviewed(session, product._id) },
    ),
    category
      ? apiFetch<ProductCard[]>(
          `/products?category=${encodeURIComponent(category._id)}&exclude=${encodeURIComponent(product._id)}&limit=${RELATED_LIMIT}`,
          { request, shared: true },
        )
      : null,
    pincodeStatus(session, request),
    ownReview(session, product._id, request),
  ]);
  // Spec 8: a list that fails to load stays empty; the product itself still shows.
  const reviewsLoaded = reviews.status === 200;

  const origin = siteOrigin(request);
  const chosen = cartLineKey({
    productId: product._id,
    productColorId: variant.color?._id ?? null,
    productSizeId: variant.size?._id ?? null,
  });
  return {
    product: {
      _id: product._id,
      name: product.name,
      slug: product.slug,
      sku: product.sku,
      shortDescription: product.shortDescription,
      categories: product.categories,
      description: richText(withoutPanelHeading(product.description, "Specifications")),
      warrantyTerms: richText(withoutPanelHeading(product.warrantyTerms, "Warranty Terms")),
    },
    variant: {
      colorVariantId: variant.color?._id ?? null,
      sizeVariantId: variant.size?._id ?? null,
      colorName: variant.color?.color.name ?? null,
      sizeName: variant.size?.size.name ?? null,
      sellingPrice: variant.sellingPrice,
      mrp: variant.mrp,
      discountPercent: variant.discountPercent,
      stock: variant.stock,
      quantityLimit: variant.quantityLimit,
      images: variant.images,
      path: variant.path,
    },
    colors: colorOptions(product, variant),
    sizes: sizeOptions(product, variant),
    rating: reviewsLoaded
      ? { average: reviews.averageRating ?? 0, count: reviews.totalRecords ?? reviews.body.length }
      : { average: product.averageRating, count: product.reviewCount },
    reviews: reviewsLoaded ? reviews.body.map(reviewItem) : [],
    ownReview: mine,
    related: related?.status === 200 ? related.body.map((product) => toCardProduct(product)) : [],
    pincode,
    /** Staff previewing a product out of the shop: the page says so, sells nothing and is not indexed. */
    preview: preview ? { adminPath: `/admin/products/${encodeURIComponent(product._id)}` } : null,
    /** The chosen variant is in the cart already: the page offers 'Go to cart' instead (spec 2). */
    inCart: readCart(session).some((line) => cartLineKey(line) === chosen),
    forms: { review: formConstraint("review"), enquiry: formConstraint("enquiry") },
    seo: {
      title: product.seoTitle || product.name,
      description: product.seoDescription || product.shortDescription,
    },
    trail: [
      { name: "Home", path: "/" },
      ...(category ? [{ name: category.name, path: `/shop/${category.slug}` }] : []),
      { name: product.name, path: variantPath(product.slug) },
    ],
    origin,
    // Every colour and size of a product is one page to search engines: the variant-less URL.
    canonical: new URL(variantPath(product.slug), origin).toString(),
  };
}

const LOGIN_FOR_REVIEW = "To make a review need to login!";

async function toLogin(session: ShopSession, back: string, toast: { type: "error" | "info"; message: string }) {
  return redirectWithToast(loginUrl(back), session, toast);
}

/**
 * POST /reviews for the signed-in customer (spec 7). Saved: back to the reviews with the
 * API's thanks, where the new review shows (to its author alone, waiting for approval, unless the owner
 * publishes reviews at once). Refused: the form
 * again with the errors on their fields, or the API's message (a second review of the same
 * product is a 409).
 */
async function writeReview(request: Request, form: FormData) {
  const url = new URL(request.url);
  const here = `${url.pathname}${url.search}`;
  const session = await getSession(request);
  const signedIn = signedInFrom(session);
  if (!signedIn) return toLogin(session, here, { type: "error", message: LOGIN_FOR_REVIEW });

  const submission = parseWithZod(form, { schema: formSchemas.review });
  if (submission.status !== "success") {
    return data({ form: "review" as const, result: submission.reply() }, { status: 400 });
  }
  const answer = await apiFetch("/reviews", { method: "POST", body: submission.value, token: signedIn.token, request });
  if (answer.status === 401) {
    signOut(session);
    return toLogin(session, here, { type: "info", message: "Your session has ended. Please login again." });
  }
  if (answer.status !== 200) {
    return data(
      {
        form: "review" as const,
        result: replyFromApi(submission, answer, ["ratings", "comment"]),
        toast: refusalToast(answer),
      },
      { status: answer.status },
    );
  }
  session.set("reviewed", { productId: submission.value.product, at: Date.now() });
  return redirectWithToast(`${here}#reviews`, session, { type: "success", message: answer.message });
}

/** The short enquiry, 'Ask about this product': the message names the product for the shop's team. */
async function askAboutProduct(request: Request, form: FormData) {
  const url = new URL(request.url);
  const about = String(form.get("about") ?? "").slice(0, 200);
  return sendEnquiry(request, form, "enquiry", {
    redirectTo: `${url.pathname}${url.search}#ask`,
    extend: ({ message, ...values }) => ({
      ...values,
      message: [aboutProductLine(about, url.pathname), typeof message === "string" ? message : ""].join("\n").trim(),
    }),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  switch (form.get("intent")) {
    case "check-pincode":
      return checkDelivery(request, form);
    case "review":
      return writeReview(request, form);
    case "enquiry":
      return askAboutProduct(request, form);
    default:
      throw new Response("Unknown action", { status: 400 });
  }
}
