import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, expect, it } from "vitest";

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs the three-worker primary until every slot has listened; the workers' events, in order. */
async function eventsOfAStart(env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "cluster-staggered-"));
  folders.push(dir);
  const file = path.join(dir, "events");
  const primary = spawn(
    process.execPath,
    [fileURLToPath(new URL("./fixtures/cluster-staggered-primary.mjs", import.meta.url))],
    { env: { ...process.env, PORT: String(await freePort()), EVENTS_FILE: file, ...env }, stdio: "ignore" },
  );
  const exited = new Promise<number | null>((resolve) => primary.once("exit", resolve));
  const events = () =>
    existsSync(file)
      ? readFileSync(file, "utf8")
          .trim()
          .split("\n")
          .map((line) => {
            const [what, slot, at] = line.split(" ");
            return { what, slot, at: Number(at) };
          })
      : [];
  try {
    await expect.poll(() => events().filter((e) => e.what === "listening").length, { timeout: 15_000 }).toBe(3);
  } finally {
    primary.kill("SIGTERM");
  }
  expect(await exited).toBe(0);
  return events();
}

it("starts the first worker alone and the others once it listens, so the shop answers sooner", async () => {
  const events = await eventsOfAStart();
  const firstListening = events.find((e) => e.what === "listening" && e.slot === "1")!;
  const othersStarting = events.filter((e) => e.what === "start" && e.slot !== "1");
  expect(othersStarting.map((e) => e.slot).sort()).toEqual(["2", "3"]);
  for (const start of othersStarting) expect(start.at).toBeGreaterThanOrEqual(firstListening.at);
}, 30_000);

it("starts the others when the first worker dies before it listens, and the first again", async () => {
  const events = await eventsOfAStart({ FIRST_DIES: "1" });
  expect(events.filter((e) => e.what === "start" && e.slot === "1")).toHaveLength(2);
  expect(
    events
      .filter((e) => e.what === "listening")
      .map((e) => e.slot)
      .sort(),
  ).toEqual(["1", "2", "3"]);
}, 30_000);
