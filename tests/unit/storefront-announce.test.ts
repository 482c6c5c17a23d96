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

it("says where the shop is once, however many workers share its port", async () => {
  const port = await freePort();
  const primary = spawn(
    process.execPath,
    [fileURLToPath(new URL("./fixtures/announce-primary.mjs", import.meta.url))],
    {
      env: { ...process.env, PORT: String(port) },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let output = "";
  primary.stdout.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => primary.once("exit", resolve));
  const pidsAnswering = async () => {
    const pids = new Set<string>();
    for (let i = 0; i < 20; i += 1) pids.add(await (await fetch(`http://127.0.0.1:${port}`)).text());
    return pids.size;
  };
  try {
    // Both workers answer, so both have listened.
    await expect.poll(() => pidsAnswering().catch(() => 0), { timeout: 10_000 }).toBe(2);
    expect(output.match(/Storefront on/g)).toEqual(["Storefront on"]);
    expect(output).toMatch(
      new RegExp(`^\\d\\d:\\d\\d:\\d\\d storefront Storefront on http://127\\.0\\.0\\.1:${port}$`, "m"),
    );
  } finally {
    primary.kill("SIGTERM");
  }
  expect(await exited).toBe(0);
}, 30_000);
