import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { localAddresses } from "../../runtime/local-addresses.js";
import { logFormat } from "../../runtime/service-logger.js";
import { root } from "./build.mjs";
import { loadEnvFile } from "./env-file.mjs";

/**
 * The settings the run scripts share: .env first (the real environment wins), then
 * the ports and the address by which the storefront reaches the API (set, or following API_PORT),
 * and the log format both services write: read before the run scripts set the storefront's
 * NODE_ENV to production for its build, so a local run reads as text unless told otherwise.
 */
export function readRunSettings() {
  const envFileLoaded = loadEnvFile(path.join(root, ".env"));
  const local = localAddresses(process.env);
  return {
    envFileLoaded,
    apiPort: local.apiPort,
    webPort: local.webPort,
    apiUrl: (process.env.API_URL || local.apiUrl).replace(/\/+$/, ""),
    healthUrl: `${local.apiUrl}/health`,
    shopUrl: local.storefrontUrl,
    logFormat: logFormat(process.env),
  };
}

/** Debian's nginx, or one installed by hand; undefined when there is none. */
export const findNginx = () =>
  ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));

/**
 * A local run needs a session secret but a fresh clone has none: make one per checkout and
 * keep it under .data/ so sessions survive restarts. Production must bring its own.
 */
export function localSessionSecret() {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  if (process.env.NODE_ENV === "production") return undefined;
  const file = path.join(root, ".data", "session-secret");
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}
