/**
 * What a route module exports to let a shared cache keep its pages for shoppers without a session
 * (entry.server.tsx reads it from the page's deepest route; the rule is in cache-control.server.ts):
 * `export const handle: CacheHandle = { cache: "public" }`. Written out in each route rather than
 * imported as one constant, which the browser build would load as a file of its own on every page.
 */
export type CacheHandle = { cache?: "public" };
