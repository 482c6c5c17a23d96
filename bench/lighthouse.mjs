// `npm run bench:lighthouse`: Lighthouse's mobile defaults (simulated slow 4G, 4x CPU slowdown)
// on a production build with the demo shop, one run per page, against the shop's budgets.
// A benchmark, not a test: it prints and saves figures; it fails only when it cannot measure.
import { rmSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureBuilt, root } from "../scripts/lib/build.mjs";
import { createSupervisor, waitForHttp } from "../scripts/lib/processes.mjs";
import { shopperCookie } from "./shopper.ts";

const API_PORT = Number(process.env.BENCH_API_PORT ?? 4200);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3200);
const SHOP = `http://localhost:${WEB_PORT}`;

const SESSION_SECRET = "bench-only-session-secret-0123456789abcdef";

/**
 * The screens the budgets name. `shopper` pages are measured signed in, with two products in
 * the cart. `noindex` pages keep search engines out on purpose, so Lighthouse's is-crawlable
 * audit, which only checks for that, is left out of their SEO score.
 */
const PAGES = [
  { name: "home", path: "/" },
  { name: "shop listing", path: "/shop/living-room" },
  { name: "product", path: "/product/kabir-fabric-sofa" },
  { name: "search", path: "/search?q=sofa" },
  { name: "cart (empty)", path: "/cart", noindex: true },
  { name: "cart (2 items)", path: "/cart", shopper: true, noindex: true },
  { name: "checkout", path: "/checkout", shopper: true, noindex: true },
];

const BUDGET = { performance: 98, accessibility: 100, seo: 100, lcpMs: 1500, tbtMs: 50, cls: 0.02, jsKb: 110 };

const dataDir = path.join(root, ".data", "bench");
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(path.join(root, "bench", "results"), { recursive: true });

await ensureBuilt(["api", "web"]);
const supervisor = createSupervisor();
supervisor.start("api", ["api/dist/server.js"], {
  ...process.env,
  // Outside production the API lets the bench read the shopper's sign-in code from its outbox.
  NODE_ENV: "test",
  API_PORT: String(API_PORT),
  PGLITE_DATA_DIR: dataDir,
  DATABASE_URL: "",
  AUTH_SECRET: "bench-only-auth-secret-0123456789abcdef",
  LOG_LEVEL: "silent",
});
await waitForHttp(`http://localhost:${API_PORT}/v1/health`, { supervisor });
supervisor.start("web", ["node_modules/@remix-run/serve/dist/cli.js", "build/index.js"], {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(WEB_PORT),
  API_URL: `http://localhost:${API_PORT}/v1`,
  SESSION_SECRET,
});
await waitForHttp(`${SHOP}/favicon.svg`, { supervisor });

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

const rows = [];
try {
  const cookie = await shopperCookie({
    apiUrl: `http://localhost:${API_PORT}/v1`,
    secret: SESSION_SECRET,
    slugs: ["rohtak-sheesham-coffee-table", "amrit-sheesham-end-table"],
  });
  for (const { name, path: pathname, shopper, noindex } of PAGES) {
    const extraHeaders = shopper ? { Cookie: cookie } : undefined;
    // A warm-up load fills the storefront's catalogue cache, as any shopper's visit would.
    await fetch(`${SHOP}${pathname}`, { headers: extraHeaders });
    const { lhr } = await lighthouse(`${SHOP}${pathname}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "seo"],
      extraHeaders,
      skipAudits: noindex ? ["is-crawlable"] : undefined,
    });
    const scripts = lhr.audits["resource-summary"].details.items.find((item) => item.resourceType === "script");
    const row = {
      page: name,
      path: pathname,
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
      tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
      cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
      jsKb: Number(((scripts?.transferSize ?? 0) / 1024).toFixed(1)),
      failedAudits: Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
        .map((audit) => audit.id),
    };
    rows.push(row);
    console.log(`measured ${name}`);
  }
} finally {
  await chrome.kill();
  supervisor.stop();
}

const within = (row) => ({
  performance: row.performance >= BUDGET.performance,
  accessibility: row.accessibility >= BUDGET.accessibility,
  seo: row.seo >= BUDGET.seo,
  lcpMs: row.lcpMs <= BUDGET.lcpMs,
  tbtMs: row.tbtMs <= BUDGET.tbtMs,
  cls: row.cls <= BUDGET.cls,
  jsKb: row.jsKb <= BUDGET.jsKb,
});
const columns = ["performance", "accessibility", "seo", "lcpMs", "tbtMs", "cls", "jsKb"];
const header = ["page", ...columns];
const lines = rows.map((row) => {
  const ok = within(row);
  return [row.page, ...columns.map((c) => `${row[c]}${ok[c] ? "" : " !"}`)];
});
const budgetLine = ["budget", ">=98", "100", "100", "<=1500", "<=50", "<=0.02", "<=110"];
const widths = header.map((_, i) => Math.max(...[header, budgetLine, ...lines].map((l) => String(l[i]).length)));
const print = (cells) => console.log(cells.map((c, i) => String(c).padEnd(widths[i])).join("  "));
console.log("\nLighthouse, mobile defaults (simulated slow 4G, 4x CPU); '!' marks a figure outside its budget\n");
print(header);
print(budgetLine);
for (const line of lines) print(line);
for (const row of rows.filter((r) => r.failedAudits.length > 0)) {
  console.log(`\n${row.page}: audits not passed: ${row.failedAudits.join(", ")}`);
}

const file = path.join(root, "bench", "results", `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(file, JSON.stringify({ budget: BUDGET, rows }, null, 2));
console.log(`\nSaved ${path.relative(root, file)}`);
await supervisor.done;
