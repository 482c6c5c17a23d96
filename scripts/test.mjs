// `npm test`: every check CI runs, in order, stopping at the first failure.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { root } from "./lib/build.mjs";
import { envForNode } from "./lib/other-node.mjs";
import { findNginx } from "./lib/services.mjs";

// Each runner also writes a JSON report here, so the run can end on one plain count.
const reports = path.join(root, ".cache", "test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestJson = (name) => [
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(reports, `${name}.vitest.json`)}`,
];

const bin = (name) => `node_modules/.bin/${name}`;
const postgresUrl = process.env.API_TEST_DATABASE_URL;
// The first vitest pass is the PGlite one whatever the caller exported.
const { API_TEST_DATABASE_URL: _unused, ...withoutPostgres } = process.env;

// TEST_OTHER_NODES=22,24 (CI sets it) runs the unit and API tests again on those Node releases.
const otherNodes = (process.env.TEST_OTHER_NODES ?? "")
  .split(",")
  .map((major) => major.trim())
  .filter(Boolean);

const UNIT_DIRS = ["app/", "server/", "runtime/", "tests/unit/"];
// The API's files run one after another in each worker's process (--no-isolate): node_modules
// (hono, drizzle, PGlite's WebAssembly) then load once per worker instead of once per file, which
// halves the API suite's time (docs/decisions/code-habits.md). The storefront's unit tests keep a
// process per file: some of them start servers and stub globals that outlive a file.
// Two files failed only when they shared a process with the files before them (a count of one
// request, a picture's place); they keep a process of their own
// (on PGlite in the unit step).
const API_OWN_PROCESS = [
  "api/src/metrics/metrics.test.ts",
  "api/src/resources/admin/catalogue/product-images/product-images.test.ts",
];
for (const file of API_OWN_PROCESS) {
  if (!existsSync(path.join(root, file)))
    throw new Error(`${file} is gone: change API_OWN_PROCESS in scripts/test.mjs`);
}
const API_RUN = ["api/", "--no-isolate", ...API_OWN_PROCESS.flatMap((file) => ["--exclude", file])];

const steps = [
  { title: "Typecheck (tsc --noEmit)", command: bin("tsc"), args: ["--noEmit"] },
  { title: "Lint (eslint)", command: bin("eslint"), args: ["."] },
  { title: "Formatting (prettier, npm run lint:format)", command: "npm", args: ["run", "--silent", "lint:format"] },
  { title: "Import circles (dpdm, npm run lint:circles)", command: "npm", args: ["run", "--silent", "lint:circles"] },
  { title: "Unused files, exports and dependencies (knip, npm run lint:unused)", command: bin("knip"), args: [] },
  {
    title: "Unit tests (vitest)",
    command: bin("vitest"),
    args: ["run", ...UNIT_DIRS, ...API_OWN_PROCESS, ...vitestJson("unit")],
    env: withoutPostgres,
  },
  {
    title: "API tests on PGlite (vitest run api/)",
    command: bin("vitest"),
    args: ["run", ...API_RUN, ...vitestJson("pglite")],
    env: withoutPostgres,
  },
  postgresUrl
    ? {
        title: "API tests on PostgreSQL (vitest run api/)",
        command: bin("vitest"),
        args: ["run", ...API_RUN, ...vitestJson("postgres")],
        env: { ...process.env, API_TEST_DATABASE_URL: postgresUrl },
      }
    : { title: "API tests on PostgreSQL", skip: "API_TEST_DATABASE_URL is not set (.ci/run sets it)" },
  postgresUrl
    ? {
        title: "API tests on PostgreSQL with a process of their own (vitest)",
        command: bin("vitest"),
        args: ["run", ...API_OWN_PROCESS, ...vitestJson("postgres-own-process")],
        env: { ...process.env, API_TEST_DATABASE_URL: postgresUrl },
      }
    : { title: "API tests on PostgreSQL with a process of their own", skip: "API_TEST_DATABASE_URL is not set" },
  ...otherNodes.flatMap((major) => [
    {
      title: `Unit tests under Node ${major} (vitest)`,
      command: bin("vitest"),
      args: ["run", ...UNIT_DIRS, ...API_OWN_PROCESS, ...vitestJson(`unit-node${major}`)],
      env: () => envForNode(major, withoutPostgres),
    },
    {
      title: `API tests on PGlite under Node ${major} (vitest run api/)`,
      command: bin("vitest"),
      args: ["run", ...API_RUN, ...vitestJson(`node${major}`)],
      env: () => envForNode(major, withoutPostgres),
    },
  ]),
  // A build newer than every source (one `npm start` just made) is used as it is: the same rule the e2e servers follow.
  {
    title: "Production build (what is stale)",
    command: process.execPath,
    args: ["tests/e2e/support/ensure-built.mjs", "api", "web"],
  },
  {
    title: "End-to-end tests (playwright)",
    command: bin("playwright"),
    args: ["test", "--reporter=list,json"],
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, "e2e.playwright.json") },
  },
  postgresUrl && findNginx()
    ? {
        title: "Scale-out topology: nginx, two storefront and two API processes (vitest tests/scale)",
        command: bin("vitest"),
        args: ["run", "--config", "vitest.scale.config.ts", ...vitestJson("scale")],
        env: { ...process.env, API_TEST_DATABASE_URL: postgresUrl },
      }
    : {
        title: "Scale-out topology",
        skip: postgresUrl
          ? "nginx is not installed (.ci/run installs it)"
          : "API_TEST_DATABASE_URL is not set (.ci/run sets it)",
      },
];

function run({ command, args, env = process.env }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: typeof env === "function" ? env() : env, stdio: "inherit" });
    child.on("error", (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Tests passed and failed over every report written so far. */
function tally() {
  let passed = 0;
  let failed = 0;
  for (const name of readdirSync(reports)) {
    const report = JSON.parse(readFileSync(path.join(reports, name), "utf8"));
    if (report.stats) {
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected;
    } else {
      passed += report.numPassedTests;
      failed += report.numFailedTests;
    }
  }
  return `${passed} passed, ${failed} failed`;
}

const started = Date.now();
for (const [index, step] of steps.entries()) {
  const header = `[${index + 1}/${steps.length}] ${step.title}`;
  console.log(`\n${"=".repeat(header.length)}\n${header}\n${"=".repeat(header.length)}`);
  if (step.skip) {
    console.log(`Skipped: ${step.skip}`);
    continue;
  }
  const stepStarted = Date.now();
  const code = await run(step);
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`\nFAILED: ${step.title} (exit ${code}, ${seconds} s)`);
    console.log(tally());
    process.exit(code);
  }
  console.log(`\nPassed: ${step.title} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(tally());
