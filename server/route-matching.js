// @ts-check
import { createRequire } from "node:module";
import { LRUCache } from "lru-cache";

/**
 * @typedef {{ id: string, children?: RouteLike[] }} RouteLike
 * @typedef {{ params: Record<string, string | undefined>, pathname: string, pathnameBase: string, route: RouteLike }} Match
 * @typedef {(routes: RouteLike[], location: string | { pathname?: string }, basename?: string) => Match[] | null} MatchRoutes
 * @typedef {{ index: number, id: string, pathname: string, pathnameBase: string }} KeptMatch
 * @typedef {{ matches: KeptMatch[], params: Record<string, string | undefined> } | null} Kept
 */

/**
 * React Router 6's `matchRoutes` flattens the whole route table, ranks it and compiles a regular
 * expression for each route it tries, on every call; a page request calls it five times over
 * copies of the same table (the server's, and the one each render builds). Within one process
 * the table never changes, so a pathname always matches the same routes: this remembers, per
 * pathname, where in the table they sit, and gives each caller fresh matches on its own route
 * objects. A table that does not have the remembered routes at those places (another shape)
 * is matched afresh.
 *
 * @param {MatchRoutes} matchRoutes
 * @param {{ max?: number }} [options] Pathnames kept, least recently used dropped first.
 * @returns {MatchRoutes}
 */
export function memoizeMatchRoutes(matchRoutes, { max = 2000 } = {}) {
  /** @type {LRUCache<string, { kept: Kept }>} */
  const cache = new LRUCache({ max });
  return function matchRoutesOnce(routes, location, basename = "/") {
    const pathname = (typeof location === "string" ? location.split(/[?#]/)[0] : location.pathname) || "/";
    const key = `${basename}\0${pathname}`;
    const hit = cache.get(key);
    if (hit) {
      const matches = hit.kept === null ? null : rebuild(routes, hit.kept);
      if (matches !== undefined) return matches;
    }
    const matches = matchRoutes(routes, location, basename);
    const kept = matches === null ? null : positionsOf(routes, matches);
    if (kept !== undefined) cache.set(key, { kept });
    return matches;
  };
}

/**
 * Where each matched route sits among its siblings; undefined when a match is not in the table.
 *
 * @param {RouteLike[]} routes
 * @param {Match[]} matches
 * @returns {Kept | undefined}
 */
function positionsOf(routes, matches) {
  /** @type {KeptMatch[]} */
  const kept = [];
  let level = routes;
  for (const match of matches) {
    const index = level.indexOf(match.route);
    if (index < 0) return undefined;
    kept.push({ index, id: match.route.id, pathname: match.pathname, pathnameBase: match.pathnameBase });
    level = match.route.children ?? [];
  }
  return { matches: kept, params: { ...matches.at(-1)?.params } };
}

/**
 * The remembered matches on `routes`' own route objects; undefined when the table differs.
 *
 * @param {RouteLike[]} routes
 * @param {NonNullable<Kept>} kept
 * @returns {Match[] | undefined}
 */
function rebuild(routes, kept) {
  // As matchRoutes does, every match of one answer shares one params object.
  const params = { ...kept.params };
  /** @type {Match[]} */
  const matches = [];
  let level = routes;
  for (const { index, id, pathname, pathnameBase } of kept.matches) {
    const route = level[index];
    if (!route || route.id !== id) return undefined;
    matches.push({ params, pathname, pathnameBase, route });
    level = route.children ?? [];
  }
  return matches;
}

/**
 * Puts the memo in place of `matchRoutes` on React Router's module, which Remix's server, its
 * route discovery and React Router's own rendering all call through. Before the build loads.
 */
export function installRouteMatchingMemo() {
  const router = createRequire(import.meta.url)("@remix-run/router");
  router.matchRoutes = memoizeMatchRoutes(router.matchRoutes);
}
