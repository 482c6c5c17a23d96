/**
 * What a route module exports to let a shared cache keep its pages for shoppers without a session
 * (entry.server.tsx reads it from the page's deepest route; the rule is in cache-control.server.ts).
 */
export type CacheHandle = { cache?: "public" };

export const publicPage: CacheHandle = { cache: "public" };
