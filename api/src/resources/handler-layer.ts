import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { sourceFiles } from "@api/contract/storefront-imports";

/** What only the domain modules may name: the query builder and the tables. */
const QUERYING = /(?:\bfrom\s*|^\s*import\s+)["'](drizzle-orm(?:\/[^"']*)?|@api\/db\/schema(?:\/[^"']*)?)["']/gm;

/**
 * The handler files (`*.handlers.ts` under api/src) that import the query builder or the tables,
 * as "api/src/... -> module", sorted. A handler reads the request and answers; the queries live in
 * the domain modules beside it.
 */
export async function handlersThatQuery(root: string) {
  const found = new Set<string>();
  for (const file of await sourceFiles(join(root, "api/src"))) {
    if (!file.endsWith(".handlers.ts")) continue;
    const text = await readFile(file, "utf8");
    for (const [, module] of text.matchAll(QUERYING)) found.add(`${relative(root, file)} -> ${module}`);
  }
  return [...found].sort();
}
