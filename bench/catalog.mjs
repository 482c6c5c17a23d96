// `npm run bench:catalog`: the catalogue at scale (issue 18). For each size it resets the
// database to the demo shop, grows it to that many products (npm run catalog:grow), starts the
// production build of the API and the storefront on their own ports, and prints per URL one
// unloaded request, then BENCH_CONNECTIONS connections for BENCH_SECONDS (autocannon): req/s,
// p99, errors, timeouts, and how long the API took to fall idle once the load stopped.
//
// PostgreSQL when DATABASE_URL is set: its database is WIPED at each size (use a throwaway one);
// PGlite otherwise, in .data/bench-catalog. Sizes: BENCH_SIZES (comma-separated), by default
// the demo's 68, 2,000, 20,000 and 100,000 on PostgreSQL and 68, 2,000 and 20,000 on PGlite.
import { readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import pg from "pg";
import { PRODUCTS } from "../api/src/db/seed/catalog-data.ts";
import { ensureBuilt, root, runNode } from "../scripts/lib/build.mjs";
import { createSupervisor, waitForHttp } from "../scripts/lib/processes.mjs";

const DATABASE_URL = process.env.DATABASE_URL || "";
const SIZES = (
  process.env.BENCH_SIZES || (DATABASE_URL ? `${PRODUCTS.length},2000,20000,100000` : `${PRODUCTS.length},2000,20000`)
)
  .split(",")
  .map((n) => Number(n.trim()));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const API_PORT = Number(process.env.BENCH_API_PORT || 4690);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT || 3690);
const PGLITE_DATA_DIR = ".data/bench-catalog";
/** Below this share of one core for IDLE_WINDOW_MS, with no query running, the API counts as idle. */
const IDLE_CPU_SHARE = 0.05;
const IDLE_WINDOW_MS = 200;
const IDLE_GIVE_UP_MS = 30_000;

const apiUrl = `http://127.0.0.1:${API_PORT}`;
const webUrl = `http://127.0.0.1:${WEB_PORT}`;
const databaseEnv = DATABASE_URL ? { DATABASE_URL } : { DATABASE_URL: "", PGLITE_DATA_DIR };
const tsx = (file, ...args) => runNode(["--import", "tsx", file, ...args], { ...process.env, ...databaseEnv });

if (SIZES.some((n) => !Number.isInteger(n) || n < PRODUCTS.length)) {
  throw new Error(`BENCH_SIZES must be whole numbers of at least the demo's ${PRODUCTS.length}: ${SIZES}`);
}
console.log(
  `Catalogue benchmark on ${DATABASE_URL ? `PostgreSQL ${new URL(DATABASE_URL).pathname.slice(1)}` : `PGlite ${PGLITE_DATA_DIR}`}: sizes ${SIZES.join(", ")}; ${CONNECTIONS} connections x ${SECONDS} s per URL.`,
);
await ensureBuilt(["api", "web"]);

/** CPU seconds the process has used so far (Linux /proc), or null where that cannot be read. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Queries running for the API right now (PostgreSQL only). */
async function runningQueries(admin) {
  if (!admin) return 0;
  const { rows } = await admin.query(
    "select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()",
  );
  return rows[0].n;
}

/** Milliseconds from now until the API uses almost no CPU and runs no query. */
async function timeToIdle(pid, admin) {
  const started = Date.now();
  while (Date.now() - started < IDLE_GIVE_UP_MS) {
    const before = cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, IDLE_WINDOW_MS));
    const after = cpuSeconds(pid);
    const quiet = before === null || after === null || (after - before) * 1000 < IDLE_WINDOW_MS * IDLE_CPU_SHARE;
    if (quiet && (await runningQueries(admin)) === 0) return Date.now() - started;
  }
  return Infinity;
}

async function once(url) {
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const json = async (url) => (await fetch(url)).json();

async function benchSize(size) {
  console.log(`\n== ${size.toLocaleString("en-IN")} products ==`);
  await tsx("api/src/db/reset.ts");
  if (size > PRODUCTS.length) await tsx("api/src/db/grow.ts", String(size - PRODUCTS.length));

  const supervisor = createSupervisor({ handleSignals: false });
  const api = supervisor.start("api", ["api/dist/server.js"], {
    ...process.env,
    ...databaseEnv,
    NODE_ENV: "development",
    API_PORT: String(API_PORT),
    LOG_LEVEL: "silent",
    SEED_ON_EMPTY: "false",
    // Every request comes from this one address: real per-address limits would measure 429s.
    RATE_LIMIT_MULTIPLIER: "1000000",
  });
  const admin = DATABASE_URL ? new pg.Client({ connectionString: DATABASE_URL }) : null;
  try {
    await waitForHttp(`${apiUrl}/v1/health`, { supervisor });
    supervisor.start("web", ["server/index.js"], {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(WEB_PORT),
      API_URL: `${apiUrl}/v1`,
      SESSION_SECRET: "bench-catalog-session-secret-0123456789",
      SESSION_COOKIE_SECURE: "false",
      TRUST_PROXY: "",
      LOG_LEVEL: "silent",
    });
    await waitForHttp(`${webUrl}/favicon.svg`, { supervisor });
    await admin?.connect();

    const listing = await json(`${apiUrl}/v1/products?catSlug=living-room&page=1&limit=9`);
    const last = listing.totalPages;
    const slug = listing.body[0].slug;
    const { files } = (await json(`${apiUrl}/v1/sitemap`)).body;
    const targets = [
      ["API search 'sofa'", `${apiUrl}/v1/products?searchQuery=sofa&page=1&limit=9`],
      ["API category page 1", `${apiUrl}/v1/products?catSlug=living-room&page=1&limit=9`],
      [`API category, last page (${last})`, `${apiUrl}/v1/products?catSlug=living-room&page=${last}&limit=9`],
      [
        "API category, colour + price",
        `${apiUrl}/v1/products?catSlug=living-room&colors=grey&minAmount=10000&maxAmount=60000&page=1&limit=9`,
      ],
      ["API product by slug", `${apiUrl}/v1/products/by-slug/${slug}`],
      ["/search?q=sofa", `${webUrl}/search?q=sofa`],
      ["/shop/living-room", `${webUrl}/shop/living-room`],
      [`/shop/living-room?page=${last}`, `${webUrl}/shop/living-room?page=${last}`],
      [`/product/${slug}`, `${webUrl}/product/${slug}`],
      ["/", `${webUrl}/`],
      ["/sitemap.xml", `${webUrl}/sitemap.xml`],
      ...Array.from({ length: files }, (_, i) => [`/sitemap/${i + 1}.xml`, `${webUrl}/sitemap/${i + 1}.xml`]),
    ];
    console.log("URL | unloaded ms (status) | req/s | p99 ms | errors | timeouts | non-2xx | API idle after (ms)");
    for (const [label, url] of targets) {
      const first = await once(url);
      const result = await load(url);
      const idle = await timeToIdle(api.pid, admin);
      console.log(
        [
          label,
          `${first.ms.toFixed(0)} (${first.status})`,
          result.requests.average.toFixed(1),
          result.latency.p99,
          result.errors,
          result.timeouts,
          result.non2xx,
          Number.isFinite(idle) ? idle : `> ${IDLE_GIVE_UP_MS}`,
        ].join(" | "),
      );
    }
  } finally {
    await admin?.end().catch(() => undefined);
    supervisor.stop("SIGTERM");
    await supervisor.done;
  }
}

process.chdir(path.resolve(root));
for (const size of SIZES) await benchSize(size);
