// Other Node releases for the test suite, from the npm registry's node-<platform>-<arch> packages
// (the registry is the one source every machine of the project reaches), kept under .cache/node/.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { root } from "./build.mjs";

/** The folder holding a `node` binary of the given major release, installed on first use. */
function nodeBinDir(major) {
  const prefix = path.join(root, ".cache", "node", String(major));
  const bin = path.join(prefix, "node_modules", `node-${process.platform}-${process.arch}`, "bin");
  if (existsSync(path.join(bin, "node"))) return bin;
  const spec = `node-${process.platform}-${process.arch}@${major}`;
  console.log(`Installing ${spec} into ${path.relative(root, prefix)}...`);
  const npm = spawnSync(
    "npm",
    [
      "install",
      "--prefix",
      prefix,
      "--no-save",
      "--no-package-lock",
      "--no-audit",
      "--no-fund",
      "--loglevel=error",
      spec,
    ],
    { stdio: "inherit" },
  );
  if (npm.status !== 0 || !existsSync(path.join(bin, "node"))) throw new Error(`Could not install ${spec}`);
  return bin;
}

/** The environment that runs commands (and every `node` they start) on that release. */
export function envForNode(major, env = process.env) {
  return { ...env, PATH: `${nodeBinDir(major)}${path.delimiter}${env.PATH ?? ""}` };
}
