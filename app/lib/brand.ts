/** The shop's name wherever the storefront shows it (titles fall back to it too). */
export const BRAND = "Woodnest";
export const BRAND_TITLE = `${BRAND} — Furniture & Decor`;
