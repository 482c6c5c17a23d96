// @ts-check
import pino from "pino";

/**
 * The storefront's log: JSON lines as the API writes them (ISO time, level name, `service`,
 * `event`), so one query reads both services' logs.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL === "silent" ? "silent" : "info",
  base: { service: "storefront" },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});
