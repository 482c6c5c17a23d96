// `npm run bench:lighthouse`: Lighthouse's mobile defaults (simulated slow 4G, 4x CPU slowdown)
// on a production build with the demo shop behind an HTTP/2 front, the median of five runs per
// page, against the shop's budgets.
// A benchmark, not a test: it prints and saves figures; it fails only when it cannot measure.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { ensureBuilt, root } from "../scripts/lib/build.mjs";
import { createSupervisor, waitForHttp } from "../scripts/lib/processes.mjs";
import { startHttp2Front } from "./http2-front.mjs";
import { shopperCookie } from "./shopper.ts";
import { ownerCookie } from "./staff.ts";

const API_PORT = Number(process.env.BENCH_API_PORT ?? 4200);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3200);
const TLS_PORT = Number(process.env.BENCH_TLS_PORT ?? 3443);
const ORIGIN = `http://localhost:${WEB_PORT}`;
/** What Lighthouse loads: the shop behind its HTTP/2 front (http2-front.mjs). */
const SHOP = `https://localhost:${TLS_PORT}`;

const SESSION_SECRET = "bench-only-session-secret-0123456789abcdef";

/**
 * The screens the budgets name. `shopper` pages are measured signed in, with two products in
 * the cart. `noindex` pages keep search engines out on purpose, so Lighthouse's is-crawlable
 * audit, which only checks for that, is left out of their SEO score. `staff` pages are the back
 * office's, measured as the demo owner: held to the shop's performance and accessibility
 * budgets, while SEO, for pages no search engine may see, is not budgeted.
 */
const PAGES = [
  { name: "home", path: "/" },
  { name: "shop listing", path: "/shop/living-room" },
  { name: "product", path: "/product/kabir-fabric-sofa" },
  { name: "search", path: "/search?q=sofa" },
  { name: "cart (empty)", path: "/cart", noindex: true },
  { name: "cart (2 items)", path: "/cart", shopper: true, noindex: true },
  { name: "checkout", path: "/checkout", shopper: true, noindex: true },
  { name: "admin dashboard", path: "/admin", staff: true, noindex: true },
  { name: "admin products", path: "/admin/products", staff: true, noindex: true },
  { name: "admin stock", path: "/admin/stock", staff: true, noindex: true },
  { name: "admin delivery areas", path: "/admin/delivery-areas", staff: true, noindex: true },
];

/** BENCH_PAGES=home,product measures only those pages (names as in PAGES, spaces as dashes). */
/** Lighthouse varies from run to run: each page is measured RUNS times and the median reported. */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const only = process.env.BENCH_PAGES?.split(",").map((name) => name.trim());
const measured = only ? PAGES.filter((page) => only.includes(page.name.replace(/\W+/g, "-"))) : PAGES;

const BUDGET = { performance: 98, accessibility: 100, seo: 100, lcpMs: 1500, tbtMs: 50, cls: 0.02, jsKb: 110 };

/** A script's body as the server sends it: gzip at zlib's default level, as compression does. */
const gzippedBytes = (pathname) => gzipSync(readFileSync(path.join(root, "public", pathname))).length;

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
supervisor.start("web", ["server/index.js"], {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(WEB_PORT),
  API_URL: `http://localhost:${API_PORT}/v1`,
  SESSION_SECRET,
});
await waitForHttp(`${ORIGIN}/favicon.svg`, { supervisor });
const front = await startHttp2Front({ port: TLS_PORT, target: ORIGIN, certDir: path.join(dataDir, "tls") });

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
    // The front's certificate is self-signed.
    "--ignore-certificate-errors",
  ],
});

/**
 * One Lighthouse run. A run whose trace Chrome failed to record (Lighthouse's own runtime error,
 * e.g. NO_NAVSTART, which it says to retry) has no metrics: it is run again, up to three times.
 */
async function audit(url, { keepStorage, noindex }) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "seo"],
      disableStorageReset: keepStorage,
      skipAudits: noindex ? ["is-crawlable"] : undefined,
    });
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${url}: Lighthouse failed three times: ${lhr.runtimeError.code}`);
    console.log(`${url}: Lighthouse's run failed (${lhr.runtimeError.code}); running it again`);
  }
}

const runs = [];
let browser;
try {
  const cookie = await shopperCookie({
    apiUrl: `http://localhost:${API_PORT}/v1`,
    secret: SESSION_SECRET,
    slugs: ["rohtak-sheesham-coffee-table", "amrit-sheesham-end-table"],
  });
  // Chrome ignores a Cookie header set from outside, so the shopper's cookie goes into the
  // browser itself, and Lighthouse is told to keep storage for the shopper's pages.
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const [cookieName, ...cookieValue] = cookie.split("=");
  const shopperCookieParam = {
    name: cookieName,
    value: cookieValue.join("="),
    domain: "localhost",
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
  };
  const staff = measured.some((page) => page.staff)
    ? await ownerCookie({ apiUrl: `http://localhost:${API_PORT}/v1`, secret: SESSION_SECRET })
    : null;
  const staffCookieParam = staff && {
    ...staff,
    domain: "localhost",
    path: "/admin",
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
  };
  for (let run = 1; run <= RUNS; run += 1)
    for (const { name, path: pathname, shopper, staff: asStaff, noindex } of measured) {
      // Lighthouse's storage reset, on for every other page, clears the cookie again. Keeping
      // storage would keep the HTTP cache too: it is emptied so the page loads cold all the same.
      if (shopper || asStaff) {
        await browser.setCookie(shopper ? shopperCookieParam : staffCookieParam);
        const tab = await browser.newPage();
        await (await tab.createCDPSession()).send("Network.clearBrowserCache");
        await tab.close();
      }
      // A warm-up load fills the storefront's catalogue cache, as any shopper's visit would.
      const warmCookie = shopper ? cookie : asStaff ? `${staff.name}=${staff.value}` : undefined;
      await fetch(`${ORIGIN}${pathname}`, { headers: warmCookie ? { Cookie: warmCookie } : undefined });
      const lhr = await audit(`${SHOP}${pathname}`, { keepStorage: Boolean(shopper || asStaff), noindex });
      if (lhr.finalDisplayedUrl !== `${SHOP}${pathname}`) {
        throw new Error(`${name}: Lighthouse measured ${lhr.finalDisplayedUrl}, not ${pathname}`);
      }
      const scripts = (lhr.audits["network-requests"].details?.items ?? []).filter(
        (item) => item.resourceType === "Script",
      );
      writeFileSync(path.join(root, "bench", "results", `lhr-${name.replace(/\W+/g, "-")}.json`), JSON.stringify(lhr));
      const row = {
        page: name,
        staff: Boolean(asStaff),
        path: pathname,
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
        tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
        cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
        // The budget's figure: the gzipped bodies of the scripts the page loaded (the server's
        // compression level); what travelled also counts each response's headers.
        jsKb: Number(
          (scripts.reduce((sum, item) => sum + gzippedBytes(new URL(item.url).pathname), 0) / 1024).toFixed(1),
        ),
        jsWireKb: Number((scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024).toFixed(1)),
        scripts: scripts.map((item) => item.url.replace(SHOP, "")),
        failedAudits: Object.values(lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
          .map((audit) => audit.id),
      };
      runs.push(row);
      console.log(`measured ${name} (run ${run} of ${RUNS})`);
    }
} finally {
  await browser?.disconnect();
  await chrome.kill();
  await front.close();
  supervisor.stop();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const METRICS = ["performance", "accessibility", "seo", "lcpMs", "tbtMs", "cls", "jsKb", "jsWireKb"];
/** Per page, the median of each figure over the runs; audits listed if any run missed them. */
const rows = measured.map(({ name }) => {
  const ofPage = runs.filter((row) => row.page === name);
  return {
    ...ofPage[0],
    ...Object.fromEntries(METRICS.map((metric) => [metric, median(ofPage.map((row) => row[metric]))])),
    failedAudits: [...new Set(ofPage.flatMap((row) => row.failedAudits))],
  };
});

const within = (row) => ({
  performance: row.performance >= BUDGET.performance,
  accessibility: row.accessibility >= BUDGET.accessibility,
  seo: row.staff || row.seo >= BUDGET.seo,
  lcpMs: row.lcpMs <= BUDGET.lcpMs,
  tbtMs: row.tbtMs <= BUDGET.tbtMs,
  cls: row.cls <= BUDGET.cls,
  jsKb: row.jsKb <= BUDGET.jsKb,
  jsWireKb: true,
});
const columns = METRICS;
const header = ["page", ...columns];
const lines = rows.map((row) => {
  const ok = within(row);
  return [row.page, ...columns.map((c) => `${row[c]}${ok[c] ? "" : " !"}`)];
});
const budgetLine = ["budget", ">=98", "100", "100", "<=1500", "<=50", "<=0.02", "<=110", ""];
const widths = header.map((_, i) => Math.max(...[header, budgetLine, ...lines].map((l) => String(l[i]).length)));
const print = (cells) => console.log(cells.map((c, i) => String(c).padEnd(widths[i])).join("  "));
console.log(
  `\nLighthouse, mobile defaults (simulated slow 4G, 4x CPU), through an HTTP/2 front; median of ${RUNS} runs; '!' marks a figure outside its budget\n`,
);
print(header);
print(budgetLine);
for (const line of lines) print(line);
for (const row of rows.filter((r) => r.failedAudits.length > 0)) {
  console.log(`\n${row.page}: audits not passed: ${row.failedAudits.join(", ")}`);
}

const file = path.join(root, "bench", "results", `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(file, JSON.stringify({ budget: BUDGET, rows, runs }, null, 2));
console.log(`\nSaved ${path.relative(root, file)}`);
await supervisor.done;
