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

it("a cluster's primary answers the scrape for all its workers: counters summed, a shared count not", async () => {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const primary = spawn(
    process.execPath,
    [fileURLToPath(new URL("./fixtures/metrics-cluster-primary.mjs", import.meta.url))],
    {
      env: { ...process.env, PORT: String(port), METRICS_PORT: String(metricsPort) },
      stdio: "ignore",
    },
  );
  const exited = new Promise<number | null>((resolve) => primary.once("exit", resolve));
  try {
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}`).then(
            (r) => r.ok,
            () => false,
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
    // Until both workers have answered: the first may be alone for a moment.
    const pids = new Set<string>();
    let sent = 1;
    while (pids.size < 2 && sent < 500) {
      pids.add(await (await fetch(`http://127.0.0.1:${port}`)).text());
      sent += 1;
    }
    expect(pids.size).toBe(2);

    const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    expect(text).toMatch(new RegExp(`^test_requests_total ${sent}$`, "m"));
    expect(text).toMatch(/^test_shared_rows 5$/m);
    // The shared port is the workers' own: it knows nothing of /metrics.
    expect(await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()).toMatch(/^\d+$/);
  } finally {
    primary.kill("SIGTERM");
  }
  expect(await exited).toBe(0);
}, 30_000);
