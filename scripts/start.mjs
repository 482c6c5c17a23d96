// `npm start`: build what is stale, then run the API and the shop together.
import { ensureBuilt } from "./lib/build.mjs";
import { RESTART_BACKOFF, createSupervisor, waitForHttp } from "./lib/processes.mjs";
import { localSessionSecret, readRunSettings } from "./lib/services.mjs";
import { startInOrder } from "./lib/start-order.mjs";

const settings = readRunSettings();
if (settings.envFileLoaded) console.log("Loaded .env");

const production = process.env.NODE_ENV === "production";
const supervisor = createSupervisor();

const startApi = () =>
  supervisor.start(
    "api",
    ["--enable-source-maps", "api/dist/server.js"],
    {
      ...process.env,
      // The API's development mode keeps the message outbox readable, which a local demo needs to sign in.
      NODE_ENV: process.env.NODE_ENV ?? "development",
      API_PORT: String(settings.apiPort),
      // The shop's port: payment return addresses and the links in messages follow it (STOREFRONT_URL).
      PORT: String(settings.webPort),
      LOG_FORMAT: settings.logFormat,
    },
    { restart: RESTART_BACKOFF },
  );

const startWeb = () =>
  supervisor.start(
    "web",
    ["--enable-source-maps", "server/index.js"],
    {
      ...process.env,
      // The storefront serves a production build; its development mode expects `remix dev` beside it.
      NODE_ENV: "production",
      PORT: String(settings.webPort),
      LOG_FORMAT: settings.logFormat,
      API_URL: settings.apiUrl,
      SESSION_SECRET: localSessionSecret(),
      // Plain http on localhost or a LAN address: Secure cookies would be dropped by some browsers.
      SESSION_COOKIE_SECURE: process.env.SESSION_COOKIE_SECURE ?? (production ? "true" : "false"),
    },
    { restart: RESTART_BACKOFF },
  );

try {
  const up = await startInOrder({
    build: (name) => ensureBuilt([name]),
    startApi,
    startWeb,
    waitForApi: () => waitForHttp(settings.healthUrl, { supervisor }),
    waitForWeb: () => waitForHttp(`${settings.shopUrl}/favicon.svg`, { supervisor }),
    stopping: () => supervisor.stopping,
  });
  if (up) console.log(`\nShop: ${settings.shopUrl}   API: ${settings.apiUrl}\nPress Ctrl-C to stop.\n`);
} catch (error) {
  console.error(error.message);
  supervisor.stop("SIGTERM", true);
}

process.exit(await supervisor.done);
