import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { sourceFiles } from "@api/contract/storefront-imports";

/** What only the domain modules may name: the query builder and the tables. */
const QUERYING = /(?:\bfrom\s*|^\s*import\s+)["'](drizzle-orm(?:\/[^"']*)?|@api\/db\/schema(?:\/[^"']*)?)["']/gm;

/** A value import of zod: a schema made here rather than in the resource's schemas module. */
const SCHEMA_MAKING = /^\s*import\s+(?!type\b)[^;]*?\bfrom\s*["'](zod|@hono\/zod-openapi)["']/gm;

/**
 * The handler files (`*.handlers.ts` under api/src) that import the query builder or the tables,
 * as "api/src/... -> module", sorted. A handler reads the request and answers; the queries live in
 * the domain modules beside it.
 */
export function handlersThatQuery(root: string) {
  return handlersImporting(root, QUERYING);
}

/** The handler files that make zod schemas themselves: a resource's request schemas live in its `.schemas.ts`. */
export function handlersThatMakeSchemas(root: string) {
  return handlersImporting(root, SCHEMA_MAKING);
}

async function handlersImporting(root: string, imports: RegExp) {
  const found = new Set<string>();
  for (const file of await sourceFiles(join(root, "api/src"))) {
    if (!file.endsWith(".handlers.ts")) continue;
    const text = await readFile(file, "utf8");
    for (const [, module] of text.matchAll(imports)) found.add(`${relative(root, file)} -> ${module}`);
  }
  return [...found].sort();
}
