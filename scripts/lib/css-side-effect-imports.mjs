import { readFile } from "node:fs/promises";

/** A string literal naming a .css file, the way an import or a require names it. */
const CSS_FILE_STRING = /(["'`])[^"'`\n]*\.css\1/g;

/**
 * Whether a module may hold a side-effect import of a CSS file (`import "./x.css"`,
 * `import {} from "./x.css"`, a `require("./x.css")` statement): the only modules Remix's
 * compiler rewrites in its css-side-effects plugin. Errs towards yes (a comment before the
 * string, a default import beside an empty list): a yes only costs the plugin's own check.
 *
 * @param {string} code
 */
export function mayImportCssForSideEffects(code) {
  for (const match of code.matchAll(CSS_FILE_STRING)) {
    const before = code.slice(Math.max(0, match.index - 100), match.index).replace(/\s+/g, "");
    if (/(?:^|[^\w$.])import$|\brequire\($|\{\}from$|\*\/$/.test(before)) return true;
  }
  return false;
}

/**
 * Remix's classic compiler parses, walks and prints every module whose text holds ".css" with
 * Babel to find side-effect imports of CSS; here every module importing a .css.ts style file, and
 * big editor packages, about half of a production build's time. This wraps that plugin so a module
 * without such an import is left to esbuild (what the plugin itself does for a module without
 * ".css"), and a module with one still goes through the plugin. The output is the same.
 *
 * @param {(ctx: unknown, options?: unknown) => import("esbuild").Plugin} plugin
 * @returns {(ctx: unknown, options?: unknown) => import("esbuild").Plugin}
 */
export function skipModulesWithoutCssSideEffects(plugin) {
  return (ctx, options) => {
    const inner = plugin(ctx, options);
    return {
      ...inner,
      setup: (build) =>
        inner.setup({
          ...build,
          onLoad: (filter, load) =>
            build.onLoad(
              filter,
              // The plugin's JavaScript loader; its other loader (the CSS files themselves) is kept as it is.
              filter.namespace === "file"
                ? async (args) => (mayImportCssForSideEffects(await readFile(args.path, "utf8")) ? load(args) : null)
                : load,
            ),
        }),
    };
  };
}
