// The storefront's production build: `remix build`, with its CSS side-effect import scan limited
// to the modules that may hold one (scripts/lib/css-side-effect-imports.mjs); the same output.
import { createRequire } from "node:module";
import { skipModulesWithoutCssSideEffects } from "./lib/css-side-effect-imports.mjs";

const require = createRequire(import.meta.url);
// The compilers call the plugin through this module's exports, so replacing the export reaches them.
const sideEffects = require("@remix-run/dev/dist/compiler/plugins/cssSideEffectImports.js");
if (typeof sideEffects.cssSideEffectImportsPlugin !== "function") {
  throw new Error(
    "@remix-run/dev no longer exports cssSideEffectImportsPlugin: see docs/decisions/first-start.md, entry 3",
  );
}
sideEffects.cssSideEffectImportsPlugin = skipModulesWithoutCssSideEffects(sideEffects.cssSideEffectImportsPlugin);

const { cli } = require("@remix-run/dev");
// As Remix's own bin does: the compiler leaves handles open that would keep the process alive.
await cli.run(["build", ...process.argv.slice(2)]).then(
  () => process.exit(0),
  (error) => {
    if (error) console.error(error);
    process.exit(1);
  },
);
