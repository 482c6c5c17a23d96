/**
 * The product detail screen (spec 2), shared by the four product routes. The URL's colour
 * and size decide everything the server renders; see app/lib/product-variant.ts.
 */
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { formatPrice } from "~/lib/format";
import type { loader } from "~/lib/product-page.server";
import { stockStatus } from "~/lib/product-variant";
import { pictureSources } from "~/lib/responsive-image";
import { breadcrumbLd, jsonLd, pageMeta } from "~/lib/seo";
import type { StoredImage } from "~/lib/api-types";
import { BRAND } from "~/lib/brand";
import { HydrateApart } from "../hydrate-apart";
import * as css from "@styles/product/product.css";
import { ProductCard } from "../product-card";
import { WishlistHeart } from "../wishlist-heart";
import { AddToCart } from "./add-to-cart";
import { Breadcrumbs } from "./breadcrumbs";
import { MAIN_IMAGE_SIZES, ProductGallery } from "./gallery";
import { PincodeChecker } from "./pincode-checker";
import { AskAboutProduct, Reviews } from "./late-sections";
import { ShareLinks } from "./share-links";
import { RatingSummary } from "./stars";
import { VariantPicker } from "./variant-picker";

/** How the main picture is preloaded: its AVIF srcset when it was uploaded, else its one file. */
function mainImageHint(image: StoredImage) {
  const [avif] = pictureSources(image, MAIN_IMAGE_SIZES);
  return avif ? { imageSrcSet: avif.srcSet, imageSizes: avif.sizes, type: avif.type } : { href: image.url };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  const { product, variant, rating, seo, origin, canonical, trail, preview } = data;
  const absolute = (path: string) => new URL(path, origin).toString();
  const images = variant.images.map((image) => absolute(image.url));
  return [
    ...pageMeta({
      title: seo.title,
      description: seo.description,
      origin,
      url: canonical,
      images: variant.images,
      type: "product",
    }),
    // Staff's preview of a product out of the shop: never in a search engine's index.
    ...(preview ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    // The main picture is the page's largest paint: fetched before the stylesheet is parsed. An
    // uploaded one is preloaded as the gallery will choose it: AVIF by width (a browser without
    // AVIF skips the hint and loads the WebP or JPEG the <picture> gives it).
    { tagName: "link", rel: "preload", as: "image", fetchpriority: "high", ...mainImageHint(variant.images[0]) },
    jsonLd({
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.name,
      description: seo.description,
      sku: product.sku,
      image: images,
      brand: { "@type": "Brand", name: BRAND },
      offers: {
        "@type": "Offer",
        price: variant.sellingPrice,
        priceCurrency: "INR",
        availability: variant.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
        itemCondition: "https://schema.org/NewCondition",
        url: absolute(variant.path),
      },
      ...(rating.count > 0
        ? {
            aggregateRating: {
              "@type": "AggregateRating",
              ratingValue: rating.average,
              reviewCount: rating.count,
              bestRating: 5,
            },
          }
        : {}),
    }),
    breadcrumbLd(origin, trail),
  ];
};

/** What staff see above a product out of the shop: it is a preview, and how to put it on sale. */
function PreviewBanner({ adminPath }: { adminPath: string }) {
  return (
    <div role="status" className={css.previewBanner}>
      <p>
        <strong>Preview: this product is not on sale.</strong> Only signed-in staff see this page; shoppers and search
        engines are told it is no longer sold.
      </p>
      <p>
        <a href={adminPath}>Open it in the back office</a> and choose &ldquo;Activate: put it on sale&rdquo; under
        Status to put it in the shop.
      </p>
    </div>
  );
}

function Prices({
  sellingPrice,
  mrp,
  discountPercent,
}: {
  sellingPrice: number;
  mrp: number;
  discountPercent: number;
}) {
  return (
    <p className={css.prices}>
      <span className={css.price} data-testid="price">
        <span className="visually-hidden">Price </span>
        {formatPrice(sellingPrice)}
      </span>
      {mrp > sellingPrice ? (
        <s className={css.mrp} data-testid="mrp">
          <span className="visually-hidden">MRP </span>
          {formatPrice(mrp)}
        </s>
      ) : null}
      {discountPercent > 0 ? (
        <span className={css.discount} data-testid="discount">
          {discountPercent}% off
        </span>
      ) : null}
    </p>
  );
}

export default function ProductPage() {
  const {
    product,
    variant,
    colors,
    sizes,
    rating,
    reviews,
    ownReview,
    related,
    pincode,
    inCart,
    forms,
    canonical,
    origin,
    trail,
    preview,
  } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const stock = stockStatus(variant.stock);

  return (
    <>
      {preview ? <PreviewBanner adminPath={preview.adminPath} /> : null}
      <Breadcrumbs trail={trail} />
      <div className={css.top}>
        <ProductGallery key={variant.path} images={variant.images} name={product.name} />
        <div className={css.summary}>
          <h1 className={css.name}>{product.name}</h1>
          <RatingSummary average={rating.average} count={rating.count} />
          <Prices sellingPrice={variant.sellingPrice} mrp={variant.mrp} discountPercent={variant.discountPercent} />
          {product.shortDescription ? <p className={css.shortDescription}>{product.shortDescription}</p> : null}
          <p className={css.stock[stock.level]} data-testid="stock">
            {stock.text}
          </p>
          <VariantPicker id="colour" label="Colour" chosen={variant.colorName} options={colors} />
          <VariantPicker id="size" label="Size" chosen={variant.sizeName} options={sizes} />
          <PincodeChecker saved={pincode} />
          {preview ? (
            <div className={css.buyRow}>
              <button type="button" className={css.previewCart} disabled aria-describedby="preview-cart-note">
                Add to cart
              </button>
              <p id="preview-cart-note">Not on sale: shoppers cannot buy it until it is activated.</p>
            </div>
          ) : (
            <div className={css.buyRow}>
              <AddToCart
                key={variant.path}
                productId={product._id}
                productColorId={variant.colorVariantId}
                productSizeId={variant.sizeVariantId}
                quantityLimit={variant.quantityLimit}
                inCart={inCart}
                redirectTo={pathname}
              />
              <WishlistHeart productId={product._id} productName={product.name} className={css.heart} />
            </div>
          )}
          {/* Loaded after first paint (late-sections.tsx); the server's HTML stands until then. */}
          <HydrateApart>
            <AskAboutProduct about={`${product.name} (SKU ${product.sku})`} constraint={forms.enquiry} />
          </HydrateApart>
          {product.categories.length > 0 ? (
            <p className={css.categories}>
              <span className={css.metaLabel}>Categories: </span>
              {product.categories.map((category, index) => (
                <span key={category._id}>
                  {index > 0 ? ", " : null}
                  <Link to={`/shop/${category.slug}`}>{category.name}</Link>
                </span>
              ))}
            </p>
          ) : null}
          <ShareLinks url={canonical} name={product.name} image={new URL(variant.images[0].url, origin).toString()} />
        </div>
      </div>

      <div className={css.accordion}>
        <details className={css.panel} open>
          <summary className={css.panelSummary}>
            <h2 className={css.panelHeading}>Specifications</h2>
          </summary>
          {product.description ? (
            <div className={css.richText} dangerouslySetInnerHTML={{ __html: product.description }} />
          ) : (
            <p>Not Available</p>
          )}
        </details>
        <details className={css.panel}>
          <summary className={css.panelSummary}>
            <h2 className={css.panelHeading}>Warranty Terms</h2>
          </summary>
          {product.warrantyTerms ? (
            <div className={css.richText} dangerouslySetInnerHTML={{ __html: product.warrantyTerms }} />
          ) : (
            <p>Not Available</p>
          )}
        </details>
      </div>

      {/* Below the fold: hydrated on its own (hydrate-apart.tsx). */}
      <HydrateApart>
        <Reviews
          reviews={reviews}
          ownReview={ownReview}
          total={rating.count}
          productId={product._id}
          constraint={forms.review}
        />
      </HydrateApart>
      <HydrateApart>
        {related.length > 0 ? (
          <section className={css.section} aria-labelledby="related-heading">
            <h2 id="related-heading">Related Products</h2>
            <ul className={css.relatedGrid}>
              {related.map((card) => (
                <li key={card._id}>
                  <ProductCard product={card} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </HydrateApart>
    </>
  );
}
