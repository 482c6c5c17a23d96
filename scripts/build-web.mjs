// The storefront's production build: what `remix build` does, called without Remix's CLI (which
// loads its dev server, prettier and more a build never uses: 0.25 s of CPU, docs/decisions/first-start.md
// entry 13), and with its CSS side-effect import scan limited to the modules that may hold one
// (scripts/lib/css-side-effect-imports.mjs); the same output.
import { mkdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { skipModulesWithoutCssSideEffects } from "./lib/css-side-effect-imports.mjs";

const require = createRequire(import.meta.url);

/** A module of @remix-run/dev's dist (2.17) with the exports this build needs, or a clear stop. */
function remixModule(file, names) {
  const module = require(`@remix-run/dev/dist/${file}`);
  const missing = names.filter((name) => typeof module[name] !== "function" && typeof module[name] !== "object");
  if (missing.length > 0) {
    throw new Error(
      `@remix-run/dev/dist/${file} no longer exports ${missing.join(", ")}: see docs/decisions/first-start.md, entries 3 and 13`,
    );
  }
  return module;
}

// The compilers call the plugin through this module's exports, so replacing the export reaches them.
const sideEffects = remixModule("compiler/plugins/cssSideEffectImports.js", ["cssSideEffectImportsPlugin"]);
sideEffects.cssSideEffectImportsPlugin = skipModulesWithoutCssSideEffects(sideEffects.cssSideEffectImportsPlugin);

const { readConfig } = remixModule("config.js", ["readConfig"]);
const { build } = remixModule("compiler/build.js", ["build"]);
const { createFileWatchCache } = remixModule("compiler/fileWatchCache.js", ["createFileWatchCache"]);
const { logger } = remixModule("tux/logger.js", ["logger"]);

// As `remix build` does: NODE_ENV picks the mode, production unless set.
process.env.NODE_ENV ??= "production";
const mode = process.env.NODE_ENV;
const started = Date.now();
logger.info(`building... (NODE_ENV=${mode})`);
try {
  const config = await readConfig(process.cwd());
  rmSync(config.assetsBuildDirectory, { recursive: true, force: true });
  mkdirSync(config.assetsBuildDirectory, { recursive: true });
  await build({ config, options: { mode, sourcemap: false }, fileWatchCache: createFileWatchCache(), logger });
  logger.info(`built (${((Date.now() - started) / 1000).toFixed(1)}s)`);
  // As Remix's own bin does: the compiler leaves handles open that would keep the process alive.
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
