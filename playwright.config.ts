import { existsSync } from "node:fs";
import { type LaunchOptions, defineConfig, devices } from "@playwright/test";
import { E2E_API_PORT, E2E_API_URL, E2E_WEB_PORT, E2E_WEB_URL } from "./tests/e2e/support/ports";
import { E2E_SESSION_SECRET } from "./tests/e2e/support/session-secret";

const CI = Boolean(process.env.CI);

/** The popup's "closed" cookie as app/lib/popup.server.ts writes it (unsigned, base64 JSON). */
const POPUP_CLOSED_COOKIE = {
  name: "popup",
  value: Buffer.from(JSON.stringify("done")).toString("base64"),
  domain: "localhost",
  path: "/",
  expires: -1,
  httpOnly: true,
  secure: false,
  sameSite: "Lax" as const,
};

// Playwright cannot download its browsers on every machine; Debian's builds work as well. Its
// headless shell (package chromium-headless-shell) is the build Playwright itself runs headless:
// on this suite it took half the time of the full browser in headless mode (188 s against 382 s
// for the same 84 tests), which opens a context and a page three to five times more slowly.
const SYSTEM_CHROMIUM = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));
const launchOptions: LaunchOptions = {
  executablePath: SYSTEM_CHROMIUM,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: CI,
  // On CI a failed test runs once more, and the report names it "flaky": 660 tests on two busy
  // cores failed one or two different timing-bound tests per run
  // (docs/decisions/testing-and-tooling.md, 11). A test that fails twice still fails the run;
  // locally nothing is retried, so flakes stay visible.
  retries: CI ? 1 : 0,
  workers: 2,
  reporter: "list",
  timeout: 30_000,
  use: {
    baseURL: E2E_WEB_URL,
    // Recording a trace costs every test, passing or not: a third of the wall time here (shop
    // spec, 20 tests: 69 s with traces kept on failure, 45 s without). A failure still leaves
    // its screenshot and the page's accessibility snapshot; E2E_TRACE=1 records traces to debug.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions,
    // Every test starts with the promotional popup already closed, as it is for a shopper who
    // closed it: after its delay it would cover whatever a long test is looking at. The popup's
    // own tests start without this cookie.
    storageState: { cookies: [POPUP_CLOSED_COOKIE], origins: [] },
  },
  projects: [
    { name: "js-enabled", use: { ...devices["Desktop Chrome"] } },
    { name: "js-disabled", use: { ...devices["Desktop Chrome"], javaScriptEnabled: false } },
  ],
  webServer: [
    {
      command: "node tests/e2e/support/start-api.mjs",
      url: `${E2E_API_URL}/health`,
      reuseExistingServer: !CI,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "test",
        API_PORT: String(E2E_API_PORT),
        API_PUBLIC_URL: `http://localhost:${E2E_API_PORT}`,
        // Payment return addresses must be on the storefront the tests drive.
        STOREFRONT_URL: E2E_WEB_URL,
        PGLITE_DATA_DIR: ".data/e2e",
        // Every test shares one address; real limits would turn later tests into 429s.
        RATE_LIMIT_MULTIPLIER: "1000",
        LOG_LEVEL: "silent",
        DATABASE_URL: "",
      },
    },
    {
      command: "node tests/e2e/support/ensure-built.mjs web && node --enable-source-maps server/index.js",
      url: `${E2E_WEB_URL}/favicon.svg`,
      reuseExistingServer: !CI,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: String(E2E_WEB_PORT),
        API_URL: E2E_API_URL,
        SESSION_SECRET: E2E_SESSION_SECRET,
        SESSION_COOKIE_SECURE: "",
        TRUST_PROXY: "",
      },
    },
  ],
});
