import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { sourceFiles } from "./storefront-imports";

/** Type checks (`typeof x.message === "string"`) and presence checks (`message !== ""`) are not comparisons of wording. */
const NOT_WORDING = [/typeof\s+[\w?.]+\s*[!=]==?\s*["'][^"']*["']/g, /[!=]==?\s*(""|'')/g];

/** A message compared with something: by equality either way round, by a string method, a regex or a switch. */
const COMPARISON = [
  /\bmessage\s*[!=]==?/,
  /[!=]==?\s*[\w?.]*\bmessage\b/,
  /\bmessage\??\.(includes|startsWith|endsWith|match|search|localeCompare|indexOf)\(/,
  /\.test\(\s*[\w?.]*\bmessage\s*\)/,
  /\bswitch\s*\(\s*[\w?.]*\bmessage\s*\)/,
];

/** Whether one line of code compares a message. */
export function comparesMessage(line: string) {
  const code = NOT_WORDING.reduce((text, pattern) => text.replace(pattern, ""), line);
  return COMPARISON.some((pattern) => pattern.test(code));
}

/**
 * The storefront's lines that compare a message ("app/file:line"), tests aside: an API answer
 * is acted on by its status and `code`, never by its wording, which may change at any time.
 * `allowed` names the files whose comparisons are of the storefront's own words.
 */
export async function storefrontMessageComparisons(root: string, allowed: Record<string, string>) {
  const found: string[] = [];
  for (const file of await sourceFiles(join(root, "app"))) {
    const name = relative(root, file);
    if (/\.test\.tsx?$/.test(name) || name in allowed) continue;
    const lines = (await readFile(file, "utf8")).split("\n");
    lines.forEach((line, index) => {
      if (comparesMessage(line)) found.push(`${name}:${index + 1}`);
    });
  }
  return found;
}
