import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

it("serves from every worker, starts a dead one again, and drains them all on SIGTERM", async () => {
  const port = await freePort();
  const primary = spawn(process.execPath, [fileURLToPath(new URL("./fixtures/cluster-primary.mjs", import.meta.url))], {
    env: { ...process.env, PORT: String(port) },
    stdio: "ignore",
  });
  const exited = new Promise<number | null>((resolve) => primary.once("exit", resolve));
  const base = `http://127.0.0.1:${port}`;
  const pidsAnswering = async (tries: number) => {
    const pids = new Set<string>();
    for (let i = 0; i < tries; i += 1) pids.add(await (await fetch(base)).text());
    return pids;
  };
  try {
    await expect
      .poll(
        () =>
          fetch(base).then(
            (r) => r.ok,
            () => false,
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
    await expect.poll(async () => (await pidsAnswering(20)).size, { timeout: 10_000 }).toBe(2);
    const before = await pidsAnswering(20);

    await fetch(`${base}/crash`);
    await expect
      .poll(async () => [...(await pidsAnswering(20))].filter((pid) => !before.has(pid)).length, { timeout: 10_000 })
      .toBe(1);
    expect((await pidsAnswering(20)).size).toBe(2);
  } finally {
    primary.kill("SIGTERM");
  }
  expect(await exited).toBe(0);
}, 30_000);
