// @ts-check
import { createServiceLogger, logFormat } from "../runtime/service-logger.js";

/**
 * The storefront's log: the API's format (JSON lines in production, readable lines elsewhere),
 * so one query reads both services' logs.
 */
export const logger = createServiceLogger({
  service: "storefront",
  level: process.env.LOG_LEVEL === "silent" ? "silent" : "info",
  format: logFormat(process.env),
});
