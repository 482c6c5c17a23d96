// `npm run bench:first-start`: how long a newcomer's first `npm start` takes. Clones this
// checkout's HEAD to a temporary folder (so no build, .data or .env of ours is reused), links
// node_modules from here (as a finished `npm install` would leave it), runs `npm start` on free
// ports and times each phase from its log lines until the "Shop: ..." line. Then it stops the
// whole process group it started and checks that nothing is left listening.
// Options: --runs=N (default 1) repeats it, each on a fresh clone; --ref=<commit> times that commit
// instead of HEAD (a before and after on the same machine state); --keep leaves the clones.
// The load average is printed with each run: on a shared machine compare phases, not totals.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import { performance } from "node:perf_hooks";
import path from "node:path";
import { root } from "../scripts/lib/build.mjs";

const runs = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length) ?? 1);
const ref = process.argv.find((arg) => arg.startsWith("--ref="))?.slice("--ref=".length) ?? "HEAD";
const keep = process.argv.includes("--keep");
const START_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 15_000;

/** Log lines that mark a phase's end (or start), in the order a sequential start would print them. */
const MARKS = [
  ["api build started", /Building the api/],
  ["api build done", /built api\/dist\/server\.js/],
  ["web build started", /Building the web/],
  ["web build done", /\[info\] built \(/],
  ["api listening (database created, migrated, seeded)", /api\.listening/],
  ["storefront listening", /Storefront on /],
  ["shop announced", /^Shop: /],
];

/** A port nothing listens on now (the system's pick). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections on the port. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Whether any process of the group is still alive. */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stops the group with SIGTERM, then SIGKILL if it has not gone within STOP_TIMEOUT_MS. */
async function stopGroup(pgid) {
  if (!groupAlive(pgid)) return;
  process.kill(-pgid, "SIGTERM");
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (groupAlive(pgid) && Date.now() < deadline) await sleep(100);
  if (groupAlive(pgid)) {
    console.error(`process group ${pgid} did not stop within ${STOP_TIMEOUT_MS / 1000} s; killing it`);
    process.kill(-pgid, "SIGKILL");
    while (groupAlive(pgid)) await sleep(100);
  }
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function firstStart(run) {
  const head = execFileSync("git", ["rev-parse", "--verify", `${ref}^{commit}`], {
    cwd: root,
    encoding: "utf8",
  }).trim();
  const dir = mkdtempSync(path.join(os.tmpdir(), "woodnest-first-start-"));
  execFileSync("git", ["clone", "--quiet", "--no-checkout", root, dir]);
  execFileSync("git", ["checkout", "--quiet", "--detach", head], { cwd: dir });
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  const [webPort, apiPort] = [await freePort(), await freePort()];
  // A newcomer's environment: no database server, nothing of ours set.
  const { DATABASE_URL: _database, API_URL: _api, NODE_ENV: _mode, PGLITE_DATA_DIR: _data, ...env } = process.env;

  const loadBefore = load();
  console.log(`\nRun ${run}: ${head.slice(0, 7)} in ${dir}, ports ${webPort}/${apiPort}; load average ${loadBefore}`);
  const startedAt = performance.now();
  const child = spawn("npm", ["start"], {
    cwd: dir,
    env: { ...env, PORT: String(webPort), API_PORT: String(apiPort) },
    // Its own process group, so the whole tree (npm, the run script, the API, the storefront's workers) stops together.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const seen = new Map();
  const log = [];
  let announced;
  const announcedPromise = new Promise((resolve) => {
    announced = resolve;
  });
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(signal ?? code)));
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream.on("data", (chunk) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop();
      const at = performance.now() - startedAt;
      for (const line of lines) {
        log.push(`${seconds(at).padStart(7)}  ${line}`);
        for (const [name, pattern] of MARKS) if (!seen.has(name) && pattern.test(line)) seen.set(name, at);
        if (/^Shop: /.test(line)) announced();
      }
    });
  }

  const outcome = await Promise.race([
    announcedPromise.then(() => "up"),
    exited.then((how) => `npm start exited (${how}) before the shop was announced`),
    // Unreferenced: a timer still pending must not keep this process alive after the run.
    new Promise((resolve) => setTimeout(resolve, START_TIMEOUT_MS).unref()).then(
      () => `no "Shop:" line within ${START_TIMEOUT_MS / 1000} s`,
    ),
  ]);
  const total = performance.now() - startedAt;
  const loadAfter = load();
  await stopGroup(child.pid);
  const leftListening = [];
  for (const port of [webPort, apiPort]) if (await listening(port)) leftListening.push(port);
  if (!keep) rmSync(dir, { recursive: true, force: true });

  if (outcome !== "up") {
    console.error(log.join("\n"));
    throw new Error(outcome);
  }
  if (leftListening.length > 0) throw new Error(`still listening after the stop: port ${leftListening.join(", ")}`);
  for (const [name] of MARKS) {
    if (seen.has(name)) console.log(`${seconds(seen.get(name)).padStart(8)}  ${name}`);
  }
  const between = (from, to) => (seen.has(from) && seen.has(to) ? seconds(seen.get(to) - seen.get(from)) : "n/a");
  console.log(
    `Phases: api build ${between("api build started", "api build done")}, web build ${between("web build started", "web build done")}; ` +
      `api listening ${between("api build done", "api listening (database created, migrated, seeded)")} after its build, ` +
      `storefront listening ${between("web build done", "storefront listening")} after its build`,
  );
  console.log(
    `Total: ${seconds(total)} (load average before ${loadBefore}, after ${loadAfter}); stopped, nothing left listening`,
  );
  return total;
}

const totals = [];
for (let run = 1; run <= runs; run += 1) totals.push(await firstStart(run));
if (runs > 1) {
  const sorted = [...totals].sort((a, b) => a - b);
  console.log(`\nMedian of ${runs}: ${seconds(sorted[Math.floor(runs / 2)])}; each: ${totals.map(seconds).join(", ")}`);
}
