import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mayImportCssForSideEffects } from "../../scripts/lib/css-side-effect-imports.mjs";

const require = createRequire(import.meta.url);
const { addSuffixToCssSideEffectImports } = require("@remix-run/dev/dist/compiler/plugins/cssSideEffectImports.js") as {
  addSuffixToCssSideEffectImports: (loader: string, code: string) => string;
};
/** Remix's own answer: its Babel pass marks each side-effect import of CSS with this suffix. */
const remixRewrites = (loader: string, code: string) =>
  addSuffixToCssSideEffectImports(loader, code).includes("?__remix_sideEffect__");

const root = path.resolve(import.meta.dirname, "../..");
function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("the check that leaves a module out of Remix's CSS side-effect pass", () => {
  it.each([
    ['import "./x.css";', true],
    ["import './x.css'", true],
    ['import{}from"./x.css"', true],
    ['import {} from "./x.css";', true],
    ['require("./x.css");', true],
    ['cond && require("./x.css");', true],
    ['import /* why */ "./x.css";', true],
    ['import * as styles from "~/styles/layout.css";', false],
    ['import { card } from "./card.css";', false],
    ['const stylesheet = "theme.css";', false],
    ['export * from "./x.css";', false],
    ['const href = await import("./x.css");', false],
  ])("%s: %s, as Remix's own pass decides", (code, expected) => {
    expect(mayImportCssForSideEffects(code)).toBe(expected);
    expect(remixRewrites("tsx", code)).toBe(expected);
  });

  it("agrees with Remix's own pass on every module of the shop", () => {
    const files = [...sourcesUnder("app"), ...sourcesUnder("styles")];
    const checked = files
      .map((file) => ({ file, code: readFileSync(file, "utf8") }))
      .filter(({ code }) => code.includes(".css"));
    expect(checked.length).toBeGreaterThan(100);
    const disagreements = checked
      .filter(
        ({ file, code }) =>
          mayImportCssForSideEffects(code) !== remixRewrites(file.endsWith(".tsx") ? "tsx" : "ts", code),
      )
      .map(({ file }) => path.relative(root, file));
    expect(disagreements).toEqual([]);
    // The one side-effect import the shop has (its global styles) still goes through Remix's pass.
    expect(
      checked.filter(({ code }) => mayImportCssForSideEffects(code)).map(({ file }) => path.relative(root, file)),
    ).toEqual(["app/root.tsx"]);
  }, 30_000);
});
