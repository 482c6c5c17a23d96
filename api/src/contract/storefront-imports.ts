import { readFile, readdir } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";

/** What the storefront may take from the API: the contract's schemas and the shared field rules. */
const ALLOWED = [/^@api\/contract\//, /^@api\/validation\//];

/** Every module a file names: static and dynamic imports, type imports and re-exports. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;

export async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return Promise.resolve(/\.(ts|tsx|js|jsx|mts)$/.test(entry.name) ? [path] : []);
    }),
  );
  return nested.flat();
}

/** A specifier as '@api/...' when it reaches into api/src, by alias or by a relative path; else null. */
function apiModule(root: string, file: string, specifier: string) {
  if (specifier.startsWith("@api/")) return specifier;
  if (!specifier.startsWith(".")) return null;
  const target = relative(join(root, "api/src"), resolve(dirname(file), specifier));
  return target.startsWith("..") ? null : `@api/${target}`;
}

/**
 * The storefront's imports of API internals (its database schema, handlers, services, libraries),
 * as "app/file -> @api/module", sorted.
 */
export async function storefrontImportsOfApiInternals(root: string) {
  const found = new Set<string>();
  for (const file of await sourceFiles(join(root, "app"))) {
    const text = await readFile(file, "utf8");
    for (const [, specifier] of text.matchAll(SPECIFIER)) {
      const module = apiModule(root, file, specifier);
      if (module && !ALLOWED.some((allowed) => allowed.test(module))) found.add(`${relative(root, file)} -> ${module}`);
    }
  }
  return [...found].sort();
}
