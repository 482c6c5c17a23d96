// Rebuilds the named targets (api, web) when their sources are newer than the build, so an
// e2e run never tests a stale build.
import { ensureBuilt, targets } from "../../../scripts/lib/build.mjs";

const names = process.argv.slice(2);
const unknown = names.filter((name) => !(name in targets));
if (names.length === 0 || unknown.length > 0) {
  console.error(`usage: node ${process.argv[1]} ${Object.keys(targets).join("|")}...`);
  process.exit(2);
}
await ensureBuilt(names);
