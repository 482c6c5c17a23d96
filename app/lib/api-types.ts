/**
 * The API's answers as the storefront receives them: the contract's response schemas
 * (type-only imports, nothing of the API is bundled).
 */
import type { ProductCard, ProductDetail } from "@api/contract/schemas/catalogue";
export type { Image as StoredImage } from "@api/contract/schemas/image";
export type { SearchAlternatives, SearchSuggestions } from "@api/contract/schemas/search";

/** An API type as JSON delivers it: dates become strings. */
export type Json<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

export type { ProductCard, ProductDetail };
export type ColorVariant = ProductDetail["colors"][number];
export type SizeVariant = ProductDetail["sizes"][number];
