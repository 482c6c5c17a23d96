// The API for an e2e run: the current build on a throwaway PGlite directory, so every run
// starts from the demo seed and never touches the developer's own .data/pglite.
import { rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuilt, root } from "../../../scripts/lib/build.mjs";

await ensureBuilt(["api"]);
const dataDir = path.resolve(root, process.env.PGLITE_DATA_DIR ?? ".data/e2e");
if (!dataDir.startsWith(path.join(root, ".data") + path.sep)) {
  throw new Error(`Refusing to delete ${dataDir}: the e2e data directory must live under .data/`);
}
rmSync(dataDir, { recursive: true, force: true });
process.env.PGLITE_DATA_DIR = dataDir;
await import(pathToFileURL(path.join(root, "api/dist/server.js")).href);
