// /product/{slug}/color/{colorSlug}: one of the four URL shapes of the product screen (app/components/product/product-page.tsx).
export { meta } from "~/components/product/product-page";
export { loader, action } from "~/lib/product-page.server";
export { default } from "~/components/product/product-page";
