import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it, vi } from "vitest";
import { createSupervisor } from "../../scripts/lib/processes.mjs";

/** A child that notes the time it started in `file`, then exits with code 3 after `ms`. */
const crashingChild = (file: string, ms: number) => [
  "-e",
  `require("fs").appendFileSync(${JSON.stringify(file)}, Date.now() + "\\n"); setTimeout(() => process.exit(3), ${ms});`,
];

const startsIn = (file: string) => readFileSync(file, "utf8").trim().split("\n").filter(Boolean).map(Number);

it("restarts a service that dies, waiting longer each time, and keeps the others running", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "supervisor-"));
  const crashes = path.join(dir, "crashes");
  const steady = path.join(dir, "steady");
  const announced: number[] = [];
  const errorLog = vi.spyOn(console, "error").mockImplementation((message: string) => {
    const wait = /restarting it in (\d+) ms/.exec(message)?.[1];
    if (wait) announced.push(Number(wait));
  });
  const supervisor = createSupervisor({ handleSignals: false });
  try {
    const backoff = { initialMs: 100, maxMs: 400, stableMs: 60_000 };
    supervisor.start("api", crashingChild(crashes, 20), process.env, { restart: backoff });
    supervisor.start("web", crashingChild(steady, 60_000), process.env, { restart: backoff });
    await expect.poll(() => startsIn(crashes).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
  } finally {
    supervisor.stop("SIGTERM");
    expect(await supervisor.done).toBe(0);
    errorLog.mockRestore();
  }
  expect(announced.slice(0, 4)).toEqual([100, 200, 400, 400]);
  // Each start came at least the announced wait after the one before (plus the child's 20 ms).
  const starts = startsIn(crashes);
  for (let i = 0; i < 4; i += 1) expect(starts[i + 1] - starts[i]).toBeGreaterThanOrEqual(announced[i]);
  expect(startsIn(steady)).toHaveLength(1);
}, 20_000);

it("without restart, one service dying stops the rest and fails the whole", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "supervisor-"));
  const supervisor = createSupervisor({ handleSignals: false });
  supervisor.start("api", crashingChild(path.join(dir, "a"), 20), process.env);
  supervisor.start("web", crashingChild(path.join(dir, "b"), 60_000), process.env);
  expect(await supervisor.done).toBe(1);
}, 20_000);
