// `npm run bench:js`: the JavaScript each route loads on first view, gzipped, from the
// production build's manifest: the entry, the manifest itself, and every module (with its
// static imports) from root down to the route. Lazy chunks (swiper, the lightbox, form rules)
// are not counted, because a first view does not fetch them. Budget: 110 KB per route.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
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

const rows = Object.keys(manifest.routes)
  .filter((id) => id !== "root")
  .map((id) => {
    const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (const route of chain(id)) {
      files.add(route.module);
      for (const file of route.imports ?? []) files.add(file);
    }
    const bytes = [...files].reduce((sum, file) => sum + gzipBytes(file), 0) + gzipSync(manifestSource).length;
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
