import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { createSupervisor } from "../../scripts/lib/processes.mjs";

/** A child that notes the time it started in `file`, then exits with code 3 after `ms`. */
const crashingChild = (file: string, ms: number) => [
  "-e",
  `require("fs").appendFileSync(${JSON.stringify(file)}, Date.now() + "\\n"); setTimeout(() => process.exit(3), ${ms});`,
];

const startsIn = (file: string) =>
  readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .filter(Boolean)
    .map(Number);

it("restarts a service that dies, waiting longer each time, and keeps the others running", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "supervisor-"));
  const crashes = path.join(dir, "crashes");
  const steady = path.join(dir, "steady");
  const supervisor = createSupervisor();
  supervisor.start("api", crashingChild(crashes, 20), process.env, { restart: { initialMs: 100, maxMs: 400, stableMs: 60_000 } });
  supervisor.start("web", crashingChild(steady, 60_000), process.env, { restart: { initialMs: 100, maxMs: 400, stableMs: 60_000 } });
  await expect.poll(() => startsIn(crashes).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
  supervisor.stop("SIGTERM");
  expect(await supervisor.done).toBe(0);

  const starts = startsIn(crashes);
  const waits = starts.slice(1).map((at, i) => at - starts[i]);
  // 100, 200, 400 ms of back-off (plus the child's 20 ms and its start-up), never more than maxMs.
  expect(waits[1]).toBeGreaterThan(waits[0]);
  expect(waits[2]).toBeGreaterThan(waits[1]);
  expect(waits[2]).toBeGreaterThanOrEqual(400);
  expect(startsIn(steady)).toHaveLength(1);
}, 20_000);

it("without restart, one service dying stops the rest and fails the whole", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "supervisor-"));
  const supervisor = createSupervisor();
  supervisor.start("api", crashingChild(path.join(dir, "a"), 20), process.env);
  supervisor.start("web", crashingChild(path.join(dir, "b"), 60_000), process.env);
  expect(await supervisor.done).toBe(1);
}, 20_000);
