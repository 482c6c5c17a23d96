// /product/{slug}/color/{colorSlug}: one of the four URL shapes of the product screen (app/components/product/product-page.tsx).
import type { CacheHandle } from "~/lib/cache-handle";

export { meta } from "~/components/product/product-page";
export { loader, action } from "~/lib/product-page.server";
export { default } from "~/components/product/product-page";

/** The same page for every shopper without a session: a shared cache may keep it. */
export const handle: CacheHandle = { cache: "public" };
