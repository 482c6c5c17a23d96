// @ts-check
import pino from "pino";
import { readableStream } from "./readable-log.js";

/** json: one JSON object per line, for a log store; text: a short line a person reads. */
export const LOG_FORMATS = /** @type {const} */ (["json", "text"]);

/**
 * LOG_FORMAT when set, else json in production and text everywhere else (npm start and npm run
 * dev among them).
 *
 * @param {{ NODE_ENV?: string, LOG_FORMAT?: string }} env
 * @returns {(typeof LOG_FORMATS)[number]}
 */
export function logFormat(env) {
  const asked = env.LOG_FORMAT || undefined;
  if (asked === undefined) return env.NODE_ENV === "production" ? "json" : "text";
  const known = LOG_FORMATS.find((format) => format === asked);
  if (!known) throw new Error(`LOG_FORMAT: "${asked}" is neither json nor text`);
  return known;
}

/**
 * A service's logger, the API's and the storefront's alike: pino records with an ISO time, the
 * level's name and `service`, written as JSON lines or, in the text format, as readable lines.
 * `destination` is for tests; stdout otherwise.
 *
 * @param {{ service: string, level: "silent" | "info", format: (typeof LOG_FORMATS)[number], destination?: import("pino").DestinationStream }} options
 */
export function createServiceLogger({ service, level, format, destination }) {
  return pino(
    {
      level,
      base: { service },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    format === "text" ? readableStream(destination) : destination,
  );
}
