// `npm run bench:js`: the JavaScript each route loads on first view, gzipped, from the
// production build's manifest: the entry, the route manifest the page carries, and every module
// (with its static imports) from root down to the route. Lazy chunks (swiper, the lightbox, form
// rules) are not counted, because a first view does not fetch them. Budget: 110 KB per route.
// With lazy route discovery (remix.config.js) a page never loads the manifest file: it carries
// the part Remix writes into it (getPartialManifest: the routes its address and the addresses
// above it match), and that part is what is counted. Until issue 14 the whole file was counted,
// which made every new route, the back office's too, cost every page.
// It also fails when a shopper's route could load back-office code (issue 14): see adminLeaks.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { matchRoutes } from "@remix-run/router";
import { ensureBuilt, root } from "../scripts/lib/build.mjs";

const BUDGET_KB = 110;

await ensureBuilt(["web"]);
const buildDir = path.join(root, "public", "build");
const manifestFile = readdirSync(buildDir).find((name) => /^manifest-.*\.js$/.test(name));
const manifestSource = readFileSync(path.join(buildDir, manifestFile), "utf8");
const manifest = JSON.parse(manifestSource.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, ""));

const gzipped = new Map();
/** Gzipped bytes of a file under /build, counted once per distinct file. */
function gzipBytes(url) {
  if (!gzipped.has(url)) {
    gzipped.set(url, gzipSync(readFileSync(path.join(root, "public", url))).length);
  }
  return gzipped.get(url);
}

/** The route and its parents, root first. */
function chain(id) {
  const routes = [];
  for (let route = manifest.routes[id]; route; route = manifest.routes[route.parentId]) routes.unshift(route);
  return routes;
}

/** The files a route's first view loads: the entry, and each route module from root down with its imports. */
function firstLoadFiles(id) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain(id)) {
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return files;
}

/** The manifest's routes as the router's tree, for matching addresses as the browser's router does. */
function routeTree(parentId) {
  return Object.values(manifest.routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => ({ id: route.id, path: route.path, index: route.index, children: routeTree(route.id) }));
}
const tree = routeTree(undefined);

/** An address the route answers: each parameter and splat filled in, optional segments left out. */
function sampleAddress(id) {
  const segments = chain(id)
    .flatMap((route) => (route.path ?? "").split("/"))
    .filter((segment) => segment && !segment.endsWith("?"))
    .map((segment) => (segment.startsWith(":") || segment === "*" ? "x" : segment));
  return `/${segments.join("/")}`;
}

/**
 * The manifest a page of `id` carries, as Remix writes it (getPartialManifest in
 * @remix-run/react): the routes matching the address and each address above it.
 */
function inlinedManifestBytes(id) {
  const address = sampleAddress(id);
  const ids = new Set(chain(id).map((route) => route.id));
  const segments = address.split("/").filter(Boolean);
  segments.pop();
  for (const path of ["/", ...segments.map((_, i) => `/${segments.slice(0, i + 1).join("/")}`)]) {
    for (const match of matchRoutes(tree, path) ?? []) ids.add(match.route.id);
  }
  const routes = Object.fromEntries([...ids].map((routeId) => [routeId, manifest.routes[routeId]]));
  return gzipSync(`window.__remixManifest = ${JSON.stringify({ ...manifest, routes }, null, 2)};`).length;
}

const rows = Object.keys(manifest.routes)
  .filter((id) => id !== "root")
  .map((id) => {
    const bytes = [...firstLoadFiles(id)].reduce((sum, file) => sum + gzipBytes(file), 0) + inlinedManifestBytes(id);
    return { route: id.replace(/^routes\//, ""), kb: bytes / 1024 };
  })
  .sort((a, b) => b.kb - a.kb);

const width = Math.max(...rows.map((row) => row.route.length));
console.log(`${"route".padEnd(width)}  first-load JS (gzip)`);
for (const { route, kb } of rows) {
  console.log(`${route.padEnd(width)}  ${kb.toFixed(1).padStart(6)} KB${kb > BUDGET_KB ? "  over budget" : ""}`);
}
const over = rows.filter((row) => row.kb > BUDGET_KB);
console.log(
  over.length === 0
    ? `All ${rows.length} routes within ${BUDGET_KB} KB; heaviest ${rows[0].route} at ${rows[0].kb.toFixed(1)} KB.`
    : `${over.length} of ${rows.length} routes over ${BUDGET_KB} KB.`,
);

/* ------------------------------------------------------------ back-office code */

const isAdminRoute = (id) => /^routes\/admin([._]|$)/.test(id);
/** The back office's sources: its shared pieces, its features' own modules (app/admin) and its routes, flat or folders. */
const ADMIN_SOURCES = [
  /^app\/components\/admin\//,
  /^app\/lib\/admin\//,
  /^app\/admin\//,
  /^app\/routes\/admin([._][^/]*)?(\.tsx?|\/.+)$/,
];

/** A module's own imports as written: static, re-exports and dynamic; `import type` leaves nothing in a bundle. */
function importsOf(source) {
  const found = [];
  const pattern =
    /(?:^|[;\s])(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s*)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
  for (const match of source.matchAll(pattern)) found.push(match[1] ?? match[2]);
  return found;
}

/** The source file an import names, for the project's own modules (~/, @api/, relative); null for packages. */
function resolveImport(from, specifier) {
  let base;
  if (specifier.startsWith("~/")) base = path.join(root, "app", specifier.slice(2));
  else if (specifier.startsWith("@api/")) base = path.join(root, "api/src", specifier.slice(5));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const candidates = [
    base,
    ...[".ts", ".tsx", ".js", ".mjs"].map((ext) => base + ext),
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/**
 * Every project module a route's browser code can reach, from its source file. Modules named
 * .server never reach a browser (Remix refuses them in client bundles), so the walk stops there.
 * esbuild puts a module in a chunk only with the entries that reach it, so a shopper's route whose
 * graph reaches no back-office module has none of that code in any file it loads.
 */
function reachable(file, seen = new Set()) {
  if (seen.has(file) || /\.server(\.[jt]sx?)?$|\.server\//.test(file) || /\.css\.ts$/.test(file)) return seen;
  seen.add(file);
  for (const specifier of importsOf(readFileSync(file, "utf8"))) {
    const target = resolveImport(file, specifier);
    if (target) reachable(target, seen);
  }
  return seen;
}

const routeFile = (id) => {
  const base = path.join(root, "app", id);
  return [".tsx", ".ts", ".jsx", ".js"].map((ext) => base + ext).find(existsSync);
};

function adminLeaks() {
  const adminModules = new Set(
    Object.keys(manifest.routes)
      .filter(isAdminRoute)
      .map((id) => manifest.routes[id].module),
  );
  const shopperRoutes = Object.keys(manifest.routes).filter((id) => !isAdminRoute(id));
  const leaks = [];
  for (const id of shopperRoutes) {
    // Built files: no back-office route module among the files this route's first view loads.
    for (const file of firstLoadFiles(id)) if (adminModules.has(file)) leaks.push(`${id} loads ${file}`);
    // Sources: nothing this route's browser code imports, however indirectly, is back-office code.
    const start = id === "root" ? path.join(root, "app/root.tsx") : routeFile(id);
    if (!start) continue;
    for (const file of reachable(start)) {
      const relative = path.relative(root, file).split(path.sep).join("/");
      if (ADMIN_SOURCES.some((pattern) => pattern.test(relative))) leaks.push(`${id} imports ${relative}`);
    }
  }
  return { checked: shopperRoutes.length, admin: adminModules.size, leaks };
}

const { checked, admin, leaks } = adminLeaks();
if (leaks.length > 0) {
  console.log(`Back-office code in a shopper's route:\n  ${leaks.join("\n  ")}`);
} else {
  console.log(
    `Checked ${checked} shopper routes (and root): none loads any of the ${admin} back-office routes or imports app/components/admin, app/lib/admin, app/admin or app/routes/admin*.`,
  );
}
if (leaks.length > 0) process.exitCode = 1;
