import type { DestinationStream } from "pino";
import { createServiceLogger } from "@runtime/service-logger.js";

/** One record per event; callers never pass secrets, tokens or codes. */
export type Logger = {
  info(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
};

/**
 * pino underneath, as the storefront's: JSON lines (ISO time, the level's name, `service`, `event`)
 * or, in the text format, one readable line each. `destination` is for tests; stdout otherwise.
 */
export function createLogger(
  level: "silent" | "info",
  format: "json" | "text",
  destination?: DestinationStream,
): Logger {
  const log = createServiceLogger({ service: "api", level, format, destination });
  return {
    info: (event, fields) => log.info({ ...fields, event }),
    error: (event, fields) => log.error({ ...fields, event }),
  };
}
