// `npm run start:scaled`: the production topology on one machine. nginx (load balancer and page
// cache) in front of two storefront and two API processes, all on the PostgreSQL at DATABASE_URL.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureBuilt, root } from "./lib/build.mjs";
import { RESTART_BACKOFF, createSupervisor, waitForHttp } from "./lib/processes.mjs";
import { METRICS_PORT_OFFSET, prometheusTargets } from "./lib/metrics-targets.mjs";
import { findNginx, localSessionSecret, readRunSettings } from "./lib/services.mjs";

const settings = readRunSettings();
const count = (name, fallback) => Math.max(1, Number(process.env[name] ?? fallback));
const webInstances = count("SCALED_WEB_INSTANCES", 2);
const apiInstances = count("SCALED_API_INSTANCES", 2);
/** The processes listen on the ports after nginx's: 3001, 3002… and 4001, 4002… by default. */
const webPorts = Array.from({ length: webInstances }, (_, i) => settings.webPort + 1 + i);
const apiPorts = Array.from({ length: apiInstances }, (_, i) => settings.apiPort + 1 + i);
/** Each process serves Prometheus on 127.0.0.1 at its port + 10000 (13001, 14001…), as the systemd units do. */
const metricsPortOf = (port) => port + METRICS_PORT_OFFSET;

if (!process.env.DATABASE_URL) {
  console.error(
    "start:scaled runs every API process on one PostgreSQL: set DATABASE_URL (for example\n" +
      "DATABASE_URL=postgres://shop:secret@127.0.0.1:5432/shop npm run start:scaled).\n" +
      "The embedded database belongs to one process; `npm start` is the way to run with it.",
  );
  process.exit(1);
}
const nginx = findNginx();
if (!nginx) {
  console.error("start:scaled needs nginx: install it with `sudo apt-get install nginx` (Debian, Ubuntu).");
  process.exit(1);
}

const dir = path.join(root, ".data", "scaled", String(settings.webPort));
const dirs = { run: path.join(dir, "run"), logs: path.join(dir, "logs"), cache: path.join(dir, "cache") };
for (const folder of Object.values(dirs)) mkdirSync(folder, { recursive: true });
const conf = path.join(dir, "nginx.conf");
const servers = (ports) => ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join("\n");
writeFileSync(
  conf,
  renderTemplate(readFileSync(path.join(root, "deploy", "nginx.conf.template"), "utf8"), {
    // As root, nginx's workers would otherwise become `nobody`, who cannot write to .data/.
    USER: process.getuid?.() === 0 ? "user root;" : "",
    RUN_DIR: dirs.run,
    LOG_DIR: dirs.logs,
    CACHE_DIR: dirs.cache,
    LISTEN: String(settings.webPort),
    API_LISTEN: `127.0.0.1:${settings.apiPort}`,
    WEB_SERVERS: servers(webPorts),
    API_SERVERS: servers(apiPorts),
  }),
);
execFileSync(nginx, ["-t", "-q", "-p", dir, "-c", conf], { stdio: "inherit" });
// For a Prometheus on this machine: file_sd_configs (deploy/prometheus/prometheus.yml) reads this.
const targetsFile = path.join(dir, "prometheus-targets.json");
writeFileSync(
  targetsFile,
  JSON.stringify(prometheusTargets({ web: webPorts.map(metricsPortOf), api: apiPorts.map(metricsPortOf) }), null, 2),
);

try {
  await ensureBuilt(["api", "web"]);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const supervisor = createSupervisor();
const production = process.env.NODE_ENV === "production";
const apiUrl = `http://127.0.0.1:${settings.apiPort}/v1`;
try {
  apiPorts.forEach((port, i) =>
    supervisor.start(
      `api-${i + 1}`,
      ["--enable-source-maps", "api/dist/server.js"],
      {
        ...process.env,
        NODE_ENV: process.env.NODE_ENV ?? "development",
        API_PORT: String(port),
        // nginx's port: payment return addresses and the links in messages follow it (STOREFRONT_URL).
        PORT: String(settings.webPort),
        LOG_FORMAT: settings.logFormat,
        API_METRICS_PORT: String(metricsPortOf(port)),
        // Several processes already: one each unless asked otherwise.
        API_CONCURRENCY: process.env.API_CONCURRENCY ?? "1",
        // Browsers reach the sandbox payment pages through nginx's API listener.
        API_PUBLIC_URL: process.env.API_PUBLIC_URL || `http://localhost:${settings.apiPort}`,
      },
      { restart: RESTART_BACKOFF },
    ),
  );
  for (const port of apiPorts) await waitForHttp(`http://127.0.0.1:${port}/readyz`, { supervisor });
  // Before the storefronts: they reach the API through nginx, and their /readyz asks it.
  supervisor.start("nginx", ["-p", dir, "-c", conf, "-g", "daemon off;"], process.env, {
    command: nginx,
    restart: RESTART_BACKOFF,
  });
  webPorts.forEach((port, i) =>
    supervisor.start(
      `web-${i + 1}`,
      ["--enable-source-maps", "server/index.js"],
      {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        LOG_FORMAT: settings.logFormat,
        METRICS_PORT: String(metricsPortOf(port)),
        API_URL: apiUrl,
        SESSION_SECRET: localSessionSecret(),
        SESSION_COOKIE_SECURE: process.env.SESSION_COOKIE_SECURE ?? (production ? "true" : "false"),
        // nginx in front, on this machine, writes X-Forwarded-For, -Proto, -Host and X-Request-Id.
        TRUST_PROXY: "127.0.0.1,::1",
        // Several processes already: one worker each unless asked otherwise.
        WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? "1",
      },
      { restart: RESTART_BACKOFF },
    ),
  );
  for (const port of webPorts) await waitForHttp(`http://127.0.0.1:${port}/readyz`, { supervisor });
  if (await waitForHttp(`${settings.shopUrl}/readyz`, { supervisor })) {
    console.log(
      `\nShop: ${settings.shopUrl} (nginx, ${webInstances} storefront and ${apiInstances} API processes)` +
        `\nMetrics: ${webPorts
          .concat(apiPorts)
          .map((port) => `127.0.0.1:${metricsPortOf(port)}`)
          .join(", ")} (Prometheus targets in ${path.relative(root, targetsFile)}),` +
        ` nginx's stub_status on http://127.0.0.1:${settings.apiPort}/nginx_status` +
        `\nPress Ctrl-C to stop.\n`,
    );
  }
} catch (error) {
  console.error(error.message);
  supervisor.stop("SIGTERM", true);
}

process.exit(await supervisor.done);

/** Fills every {{NAME}}; a name without a value is an error, not an empty string. */
function renderTemplate(template, values) {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf.template: no value for {{${name}}}`);
    return values[name];
  });
}
