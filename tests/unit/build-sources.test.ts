import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { expect, it } from "vitest";
import { root, targets } from "../../scripts/lib/build.mjs";

/** tsconfig.json's aliases, as the storefront's build resolves them. */
const ALIASES: Record<string, string> = { "~": "app", "@api": "api/src", "@styles": "styles", "@runtime": "runtime" };

const resolveSpecifier = (file: string, specifier: string) => {
  const [head, ...rest] = specifier.split("/");
  return head in ALIASES ? path.join(root, ALIASES[head], ...rest) : path.resolve(path.dirname(file), specifier);
};

/** The files of the repository outside a target's sources: a change to one would not rebuild it. */
const uncovered = (name: keyof typeof targets, files: string[]) =>
  files.filter((file) => !targets[name].sources.some((source) => file === source || file.startsWith(`${source}/`)));

it("rebuilds the API when any file its bundle is made of, or its build script, changes", async () => {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ["api/src/server.ts"],
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    tsconfig: "tsconfig.json",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  expect(uncovered("api", [...Object.keys(result.metafile.inputs), targets.api.command[0]])).toEqual([]);
});

it("rebuilds the storefront when any module its sources import from the repository, or its build script, changes", () => {
  const imported = new Set<string>([...targets.web.command]);
  for (const folder of ["app", "styles"]) {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      for (const [, specifier] of readFileSync(file, "utf8").matchAll(
        /(?:from|import\(?)\s*["']((?:\.{1,2}|~|@api|@styles|@runtime)\/[^"']+)["']/g,
      )) {
        imported.add(path.relative(root, resolveSpecifier(file, specifier)));
      }
    }
  }
  expect([...imported].some((file) => file.startsWith("runtime/"))).toBe(true);
  expect(uncovered("web", [...imported])).toEqual([]);
});
