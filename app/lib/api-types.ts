/**
 * The API's answers as the storefront receives them. The shapes are the API's own types
 * (type-only imports, nothing of the API is bundled); JSON turns their dates into strings.
 */
import type { StoredImage } from "@api/db/schema";
import type {
  ProductCard as ApiProductCard,
  ProductDetail as ApiProductDetail,
} from "@api/resources/products/products.queries";

export type Json<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

export type { StoredImage };
export type ProductCard = Json<ApiProductCard>;
export type ProductDetail = Json<ApiProductDetail>;
export type ColorVariant = ProductDetail["colors"][number];
export type SizeVariant = ProductDetail["sizes"][number];
export type SearchSuggestions = Json<
  Awaited<ReturnType<typeof import("@api/resources/search/search.queries").suggestionsFor>>
>;
export type SearchAlternatives = Json<
  Awaited<ReturnType<typeof import("@api/resources/search/search.service").searchAlternatives>>
>;
