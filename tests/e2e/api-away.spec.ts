/**
 * A storefront whose API is away: a storefront process of this file's own, pointed at a port
 * where nothing listens. Every page that needs the API answers 503 with Retry-After and the
 * shop's busy page, with and without JavaScript, never the generic 500.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { expect, test } from "@playwright/test";
import { E2E_SESSION_SECRET } from "./support/session-secret";

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let storefront: ChildProcess;
let origin: string;

test.beforeAll(async () => {
  const [port, nothingListens] = [await freePort(), await freePort()];
  origin = `http://localhost:${port}`;
  storefront = spawn(process.execPath, ["server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      API_URL: `http://127.0.0.1:${nothingListens}/v1`,
      SESSION_SECRET: E2E_SESSION_SECRET,
      SESSION_COOKIE_SECURE: "false",
      WEB_CONCURRENCY: "1",
    },
    stdio: "ignore",
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/favicon.svg`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 20_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  storefront?.kill("SIGTERM");
});

test("a page the API cannot serve is the busy page: 503 with Retry-After", async ({ page, javaScriptEnabled }) => {
  const response = await page.goto(`${origin}/shop/living-room`);
  expect(response?.status()).toBe(503);
  expect(Number(response?.headers()["retry-after"])).toBeGreaterThan(0);
  await expect(page).toHaveTitle("Back in a moment | Woodnest");
  await expect(page.getByRole("heading", { name: "Back in a moment" })).toBeVisible();
  await expect(page.getByText("The shop is very busy for a moment. Please try again in a few seconds.")).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);

  if (!javaScriptEnabled) return;
  // In the browser: a navigation loads its data from the storefront, which answers the same way.
  await expect.poll(() => page.evaluate(() => window.shopHydration)).toBe("done");
  const data = page.waitForResponse((answer) => answer.url().includes(".data"));
  await page.getByRole("link", { name: "go to the home page" }).click();
  const answer = await data;
  expect(answer.status()).toBe(503);
  expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(0);
  await expect(page).toHaveURL(`${origin}/`);
  await expect(page.getByRole("heading", { name: "Back in a moment" })).toBeVisible();
});
