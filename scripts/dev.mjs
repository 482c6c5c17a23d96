// `npm run dev`: the API and the shop with reload on change.
import { createSupervisor, waitForHttp } from "./lib/processes.mjs";
import { readRunSettings } from "./lib/services.mjs";

const settings = readRunSettings();
if (settings.envFileLoaded) console.log("Loaded .env");

const supervisor = createSupervisor();

supervisor.start("api", ["node_modules/tsx/dist/cli.mjs", "watch", "--clear-screen=false", "api/src/server.ts"], {
  ...process.env,
  NODE_ENV: "development",
  API_PORT: String(settings.apiPort),
  // The shop's port: payment return addresses and the links in messages follow it (STOREFRONT_URL).
  PORT: String(settings.webPort),
});

try {
  const up = await waitForHttp(settings.healthUrl, { supervisor });
  if (up) {
    supervisor.start(
      "web",
      // Without --manual, `remix dev` restarts the storefront server after every rebuild.
      ["node_modules/@remix-run/dev/dist/cli.js", "dev", "-c", "node --enable-source-maps server/index.js"],
      { ...process.env, NODE_ENV: "development", PORT: String(settings.webPort), API_URL: settings.apiUrl },
    );
    const webUp = await waitForHttp(`${settings.shopUrl}/favicon.svg`, { supervisor });
    if (webUp) console.log(`\nShop: ${settings.shopUrl}   API: ${settings.apiUrl}   (reloading on change)\n`);
  }
} catch (error) {
  console.error(error.message);
  supervisor.stop("SIGTERM", true);
}

process.exit(await supervisor.done);
