import { spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));
const at = (...parts) => path.join(root, ...parts);

/** Newest modification time under the given files and folders (tests never reach a build). */
function newestMtime(entries) {
  let newest = 0;
  const visit = (full) => {
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (stat.isDirectory()) {
      for (const name of readdirSync(full)) {
        if (name === "node_modules") continue;
        visit(path.join(full, name));
      }
    } else if (!/\.test\.[cm]?[jt]sx?$/.test(full)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const entry of entries) visit(at(entry));
  return newest;
}

// runtime/ holds modules both bundles take in (addresses, logging, client addresses, clustering).
const shared = ["package.json", "package-lock.json", "tsconfig.json", "api/src", "runtime"];

export const targets = {
  // The storefront imports shared modules (field rules, types) from api/src, hence api/src here too.
  web: {
    // public/build keeps its mtime when no asset changed, so only build/index.js dates the build.
    outputs: ["build/index.js", "public/build"],
    stamp: "build/index.js",
    // `npm run dev` writes a development build to the same place; production React cannot serve it.
    wrongMode: () => {
      const mode = /\bmode = "(\w+)"/.exec(readFileSync(at("build/index.js"), "utf8"))?.[1];
      return mode === "production" ? null : `the last build is a ${mode ?? "unknown"} build`;
    },
    sources: [
      ...shared,
      "app",
      "styles",
      "remix.config.js",
      "scripts/build-web.mjs",
      "scripts/lib/css-side-effect-imports.mjs",
    ],
    command: ["scripts/build-web.mjs"],
  },
  api: {
    outputs: ["api/dist/server.js"],
    stamp: "api/dist/server.js",
    sources: [...shared, "api/drizzle", "scripts/build-api.mjs"],
    command: ["scripts/build-api.mjs"],
  },
};

/** Why a target needs building, or null when its build is newer than every source. */
function staleReason(name) {
  const { outputs, stamp, sources, wrongMode } = targets[name];
  const missing = outputs.find((output) => !existsSync(at(output)));
  if (missing) return `${missing} is missing`;
  const mode = wrongMode?.();
  if (mode) return mode;
  return newestMtime(sources) > statSync(at(stamp)).mtimeMs ? "sources changed since the last build" : null;
}

export function runNode(args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: "inherit", env });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`node ${args.join(" ")} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** Builds each named target whose build is missing or older than its sources. */
export async function ensureBuilt(names) {
  for (const name of names) {
    const reason = staleReason(name);
    if (!reason) continue;
    console.log(`Building the ${name} (${reason})...`);
    // remix build decides production mode from NODE_ENV; a development value would ship a dev build.
    // VITE_CJS_IGNORE_WARNING: remix build loads Vite's CJS entry and warns about it on every build.
    await runNode(targets[name].command, { ...process.env, NODE_ENV: "production", VITE_CJS_IGNORE_WARNING: "true" });
  }
}
